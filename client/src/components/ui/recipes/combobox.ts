import { Combobox as ChakraCombobox } from '@chakra-ui/react/combobox';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme/recipes/combobox';
import { withSlotRecipe } from './with-slot-recipe';

export const Combobox = withSlotRecipe(ChakraCombobox, comboboxSlotRecipe);
