import type { z } from 'zod';
import type { ZAdminUserDetailsSchema } from '@ctf/shared/schemas/admin-output';
import type { ZOwnInvitationSchema } from '@ctf/shared/schemas/competition-output';
import type { ZOwnCompetitorSchema } from '@ctf/shared/schemas/competitor-output';
import {
  ZRestInvitationSchema,
  ZRestOwnCompetitorSchema,
  ZRestUserDetailsSchema,
} from '@ctf/shared/schemas/rest-output';
import { ZFunnelOutputSchema, type FunnelView } from '@ctf/shared/schemas/statistics';
import { AppError } from '../errors';

/** A REST answer in the spec's shape, made from the procedure's answer. */
export interface RestAnswer {
  schema: z.ZodType;
  from: (result: never) => unknown;
}

function answer<TIn, TSchema extends z.ZodType>(schema: TSchema, from: (result: TIn) => z.input<TSchema>) {
  return { schema, from } satisfies RestAnswer;
}

// The tRPC procedures keep the shapes the client's pages read; the REST paths answer as spec
// section 7 says (docs/decisions.md, "REST answers").
export const REST_ANSWERS = {
  ownCompetitor: answer(ZRestOwnCompetitorSchema, ({ application }: z.output<typeof ZOwnCompetitorSchema>) =>
    application
      ? { ...application, type: application.status === 'accepted' ? ('approved' as const) : ('pending' as const) }
      : { type: 'none' as const },
  ),
  userDetails: answer(ZRestUserDetailsSchema, ({ user, audit }: z.output<typeof ZAdminUserDetailsSchema>) => ({
    ...user,
    audit,
  })),
  ownInvitation: answer(ZRestInvitationSchema, ({ competition, invitation }: z.output<typeof ZOwnInvitationSchema>) => {
    if (!invitation) throw new AppError('INVITATION_NOT_FOUND');
    return { ...invitation, competition };
  }),
  // The exact shape: the page's `as_of` is not part of it.
  funnel: answer(ZFunnelOutputSchema, ({ stages, rows, total }: FunnelView) => ({ stages, rows, total })),
};
