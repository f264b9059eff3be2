import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import {
  ZJoinCodeSchema,
  ZMentorDigestSchema,
  ZMentorOverviewSchema,
  ZMentorStudentPageSchema,
  ZMentorInstitutionIdSchema,
  ZMentorStudentsSchema,
} from '@ctf/shared/schemas/mentors';
import { mentorOverview, setMentorDigest } from '../../services/mentors/bindings';
import { listMentorStudents } from '../../services/mentors/students';
import { mentorJoinCode } from '../../services/mentors/join-codes';
import { actorOf } from '../admin/actor';
import { mentorProcedure, okAfter, router } from '../../trpc/init';

// The mentor's own view: their schools, and those schools' students who agreed to it.
export const mentorRouter = router({
  institutions: mentorProcedure
    .output(ZMentorOverviewSchema)
    .query(({ ctx }) => mentorOverview(ctx.db, ctx.auth.user.id)),
  students: mentorProcedure
    .input(ZMentorStudentsSchema)
    .output(ZMentorStudentPageSchema)
    .query(({ ctx, input }) => listMentorStudents(ctx.db, ctx.auth.user.id, input)),
  setDigest: mentorProcedure
    .input(ZMentorDigestSchema)
    .output(ZOkSchema)
    .mutation(okAfter(({ ctx, input }) => setMentorDigest(ctx.db, ctx.auth.user.id, input.enabled))),
  // The link of one of the mentor's own schools, which they hand to its students.
  joinCode: mentorProcedure
    .input(ZMentorInstitutionIdSchema)
    .output(ZJoinCodeSchema)
    .mutation(({ ctx, input }) => mentorJoinCode(ctx.db, actorOf(ctx), input.institution_id)),
});
