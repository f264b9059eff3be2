import { z } from 'zod';
import { ZCtfdClientSchema } from '@ctf/shared/schemas/admin-output';
import { listCtfdClients as list } from '../../services/ctfd/clients';
import { adminProcedure } from '../../trpc/init';

/** The registered CTFd instances, without their secrets (`npm run ctfd:client` creates them). */
export const listCtfdClients = adminProcedure.output(z.array(ZCtfdClientSchema)).query(({ ctx }) => list(ctx.db));
