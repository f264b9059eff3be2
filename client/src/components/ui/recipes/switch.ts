import { Switch as ChakraSwitch } from '@chakra-ui/react/switch';
import { switchSlotRecipe } from '@chakra-ui/react/theme/recipes/switch';
import { withSlotRecipe } from './with-slot-recipe';

export const Switch = withSlotRecipe(ChakraSwitch, switchSlotRecipe);
