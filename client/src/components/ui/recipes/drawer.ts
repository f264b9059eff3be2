import { Drawer as ChakraDrawer } from '@chakra-ui/react/drawer';
import { drawerSlotRecipe } from '@chakra-ui/react/theme/recipes/drawer';
import { withSlotRecipe } from './with-slot-recipe';

export const Drawer = withSlotRecipe(ChakraDrawer, drawerSlotRecipe);
