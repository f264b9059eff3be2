import { EmptyState as ChakraEmptyState } from '@chakra-ui/react/empty-state';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme/recipes/empty-state';
import { withSlotRecipe } from './with-slot-recipe';

export const EmptyState = withSlotRecipe(ChakraEmptyState, emptyStateSlotRecipe);
