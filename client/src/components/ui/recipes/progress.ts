import { Progress as ChakraProgress } from '@chakra-ui/react/progress';
import { progressSlotRecipe } from '@chakra-ui/react/theme/recipes/progress';
import { withSlotRecipe } from './with-slot-recipe';

export const Progress = withSlotRecipe(ChakraProgress, progressSlotRecipe);
