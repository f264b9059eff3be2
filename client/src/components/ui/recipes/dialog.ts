import { Dialog as ChakraDialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { withSlotRecipe } from './with-slot-recipe';

export const Dialog = withSlotRecipe(ChakraDialog, dialogSlotRecipe);
