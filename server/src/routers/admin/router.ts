import { router } from '../../trpc/init';
import { adminAuditRouter } from './audit';
import { adminCompetitorsRouter } from './competitors';
import { listCtfdClients } from './ctfd-clients';
import { deleteUser } from './delete-user';
import { getStats } from './get-stats';
import { getUser } from './get-user';
import { adminInstitutionsRouter } from './institutions';
import { listUsers } from './list-users';
import { adminMentorsRouter } from './mentors';
import { adminMovingInRouter } from './moving-in';
import { adminRosterRouter } from './roster';
import { updateUser } from './update-user';
import { userOperations } from './user-operations';

export const adminRouter = router({
  stats: getStats,
  users: router({ list: listUsers, get: getUser, update: updateUser, delete: deleteUser, ...userOperations }),
  institutions: adminInstitutionsRouter,
  competitors: adminCompetitorsRouter,
  ctfdClients: listCtfdClients,
  audit: adminAuditRouter,
  roster: adminRosterRouter,
  movingIn: adminMovingInRouter,
  mentors: adminMentorsRouter,
});
