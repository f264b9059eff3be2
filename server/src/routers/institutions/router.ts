import { router } from '../../trpc/init';
import { search } from './search';

export const institutionsRouter = router({ search });
