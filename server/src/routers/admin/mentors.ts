import { z } from 'zod';
import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import {
  ZJoinCodeSchema,
  ZMentorAdminRequestPageSchema,
  ZMentorAdminRequestSchema,
  ZMentorBindingListSchema,
  ZMentorBindingRowSchema,
  ZMentorBindingSchema,
  ZMentorDecideSchema,
  ZMentorInstitutionIdSchema,
  ZMentorRequestListSchema,
} from '@ctf/shared/schemas/mentors';
import { bindMentor, listMentorBindings, unbindMentor } from '../../services/mentors/bindings';
import { joinCodeOf, rotateJoinCode } from '../../services/mentors/join-codes';
import { decideMentorRequest, listMentorRequests } from '../../services/mentors/requests';
import { adminProcedure, okAfter, router } from '../../trpc/init';
import { actorOf } from './actor';
import { byActor, withDb } from '../resolvers';

/** A mentor given or taken a school: the pair in, done or refused out. */
const onBinding = (change: typeof bindMentor) =>
  adminProcedure
    .input(ZMentorBindingSchema)
    .output(ZOkSchema)
    .mutation(okAfter(byActor(change)));

/** A school's join link, kept or replaced: the school in, its link out. */
const onJoinCode = (write: typeof joinCodeOf) =>
  adminProcedure
    .input(ZMentorInstitutionIdSchema)
    .output(ZJoinCodeSchema)
    .mutation(({ ctx, input }) => write(ctx.db, actorOf(ctx), input.institution_id));

// Mentors and their schools, admins only: one-line procedures over the mentors services.
export const adminMentorsRouter = router({
  requests: adminProcedure
    .input(ZMentorRequestListSchema)
    .output(ZMentorAdminRequestPageSchema)
    .query(withDb(listMentorRequests)),
  decide: adminProcedure
    .input(ZMentorDecideSchema)
    .output(ZMentorAdminRequestSchema)
    .mutation(byActor(decideMentorRequest)),
  bindings: adminProcedure
    .input(ZMentorBindingListSchema)
    .output(z.array(ZMentorBindingRowSchema))
    .query(withDb(listMentorBindings)),
  bind: onBinding(bindMentor),
  unbind: onBinding(unbindMentor),
  joinCode: onJoinCode(joinCodeOf),
  rotateJoinCode: onJoinCode(rotateJoinCode),
});
