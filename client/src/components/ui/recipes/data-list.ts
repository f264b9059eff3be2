import { DataList as ChakraDataList } from '@chakra-ui/react/data-list';
import { dataListSlotRecipe } from '@chakra-ui/react/theme/recipes/data-list';
import { withSlotRecipe } from './with-slot-recipe';

export const DataList = withSlotRecipe(ChakraDataList, dataListSlotRecipe);
