import { listCtfdClients as list } from '../../services/ctfd/clients';
import { adminProcedure } from '../../trpc/init';

/** The registered CTFd instances, without their secrets (`npm run ctfd:client` creates them). */
export const listCtfdClients = adminProcedure.query(({ ctx }) => list(ctx.db));
