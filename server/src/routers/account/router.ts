import { router } from '../../trpc/init';
import { getAccount } from './get-account';

export const accountRouter = router({ me: getAccount });
