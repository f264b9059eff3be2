import { Tabs as ChakraTabs } from '@chakra-ui/react/tabs';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { withSlotRecipe } from './with-slot-recipe';

export const Tabs = withSlotRecipe(ChakraTabs, tabsSlotRecipe);
