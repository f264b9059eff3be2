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
import { byActor } from '../by-actor';

// Mentors and their schools, admins only: one-line procedures over the mentors services.
export const adminMentorsRouter = router({
  requests: adminProcedure
    .input(ZMentorRequestListSchema)
    .output(ZMentorAdminRequestPageSchema)
    .query(({ ctx, input }) => listMentorRequests(ctx.db, input)),
  decide: adminProcedure
    .input(ZMentorDecideSchema)
    .output(ZMentorAdminRequestSchema)
    .mutation(byActor(decideMentorRequest)),
  bindings: adminProcedure
    .input(ZMentorBindingListSchema)
    .output(z.array(ZMentorBindingRowSchema))
    .query(({ ctx, input }) => listMentorBindings(ctx.db, input)),
  bind: adminProcedure
    .input(ZMentorBindingSchema)
    .output(ZOkSchema)
    .mutation(okAfter(({ ctx, input }) => bindMentor(ctx.db, actorOf(ctx), input))),
  unbind: adminProcedure
    .input(ZMentorBindingSchema)
    .output(ZOkSchema)
    .mutation(okAfter(({ ctx, input }) => unbindMentor(ctx.db, actorOf(ctx), input))),
  joinCode: adminProcedure
    .input(ZMentorInstitutionIdSchema)
    .output(ZJoinCodeSchema)
    .mutation(({ ctx, input }) => joinCodeOf(ctx.db, actorOf(ctx), input.institution_id)),
  rotateJoinCode: adminProcedure
    .input(ZMentorInstitutionIdSchema)
    .output(ZJoinCodeSchema)
    .mutation(({ ctx, input }) => rotateJoinCode(ctx.db, actorOf(ctx), input.institution_id)),
});
