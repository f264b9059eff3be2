import { ZAuditPageSchema } from '@ctf/shared/schemas/admin-output';
import { ZAuditListSchema } from '@ctf/shared/schemas/admin';
import { listAuditEntries } from '../../services/admin/audit-log';
import { adminProcedure, router } from '../../trpc/init';
import { withDb } from '../resolvers';

export const adminAuditRouter = router({
  list: adminProcedure.input(ZAuditListSchema).output(ZAuditPageSchema).query(withDb(listAuditEntries)),
});
