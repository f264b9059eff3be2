import { router } from '../../trpc/init';
import { list } from './list';
import { search } from './search';

export const institutionsRouter = router({ list, search });
