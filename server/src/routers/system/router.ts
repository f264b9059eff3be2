import { router } from '../../trpc/init';
import { getHealth } from './get-health';

export const systemRouter = router({ health: getHealth });
