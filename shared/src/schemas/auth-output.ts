import { z } from 'zod';
import { ZInstantSchema } from './common-output';
import { ZSessionUserSchema } from './user';

/** GET /auth/session: the signed-in user, or null. */
export const ZSessionSchema = z.object({ user: ZSessionUserSchema.nullable() });

const ZLinkedAccountSchema = z.object({ id: z.string(), username: z.string(), linked_at: ZInstantSchema }).nullable();

/** The account page: the profile and the linked accounts. */
export const ZAccountSchema = z.object({
  user: ZSessionUserSchema,
  links: z.object({ discord: ZLinkedAccountSchema, github: ZLinkedAccountSchema }),
});

export const ZHealthSchema = z.object({ status: z.literal('ok') });
