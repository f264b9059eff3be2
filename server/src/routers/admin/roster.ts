import { z } from 'zod';
import {
  ZRosterCandidateSchema,
  ZRosterCandidatesInputSchema,
  ZRosterCreateSchema,
  ZRosterIdSchema,
  ZRosterListInputSchema,
  ZRosterMemberSchema,
  ZRosterReserveSchema,
  ZRosterSchema,
  ZRosterSummarySchema,
  ZRosterUpdateSchema,
  ZRosterVersionSchema,
} from '@ctf/shared/schemas/roster';
import { getRoster, listRosters, rosterCandidates } from '../../services/programme/roster';
import {
  addRosterMember,
  confirmRoster,
  createRoster,
  removeRosterMember,
  reopenRoster,
  setRosterReserve,
  updateRoster,
} from '../../services/programme/roster-changes';
import { adminProcedure, router } from '../../trpc/init';
import { byActor, byId, withDb } from '../resolvers';

// The national team roster (issue 31 item 5), admins only: one-line procedures over the service.
export const adminRosterRouter = router({
  list: adminProcedure
    .input(ZRosterListInputSchema)
    .output(z.array(ZRosterSummarySchema))
    .query(({ ctx, input }) => listRosters(ctx.db, input.season_id)),
  get: adminProcedure.input(ZRosterIdSchema).output(ZRosterSchema).query(byId(getRoster)),
  candidates: adminProcedure
    .input(ZRosterCandidatesInputSchema)
    .output(z.array(ZRosterCandidateSchema))
    .query(withDb(rosterCandidates)),
  create: adminProcedure.input(ZRosterCreateSchema).output(ZRosterSchema).mutation(byActor(createRoster)),
  update: adminProcedure.input(ZRosterUpdateSchema).output(ZRosterSchema).mutation(byActor(updateRoster)),
  addMember: adminProcedure.input(ZRosterMemberSchema).output(ZRosterSchema).mutation(byActor(addRosterMember)),
  removeMember: adminProcedure.input(ZRosterMemberSchema).output(ZRosterSchema).mutation(byActor(removeRosterMember)),
  setReserve: adminProcedure.input(ZRosterReserveSchema).output(ZRosterSchema).mutation(byActor(setRosterReserve)),
  confirm: adminProcedure.input(ZRosterVersionSchema).output(ZRosterSchema).mutation(byActor(confirmRoster)),
  reopen: adminProcedure.input(ZRosterVersionSchema).output(ZRosterSchema).mutation(byActor(reopenRoster)),
});
