import { Table as ChakraTable } from '@chakra-ui/react/table';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { withSlotRecipe } from './with-slot-recipe';
export { useTableStyles } from '@chakra-ui/react/table';
export const Table = withSlotRecipe(ChakraTable, tableSlotRecipe);
