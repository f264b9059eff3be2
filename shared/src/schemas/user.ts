import { z } from 'zod';
import { ROLES } from '../constants';
import { ZInstantSchema } from './common-output';

export const ZRoleSchema = z.enum(ROLES);

/**
 * The signed-in user as the client sees it (spec section 3: the session response's `user`), with
 * the linked Discord and GitHub accounts (null when not linked).
 */
export const ZSessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  email_verified_at: ZInstantSchema.nullable(),
  roles: z.array(ZRoleSchema),
  created_at: ZInstantSchema,
  discord_id: z.string().nullable(),
  discord_username: z.string().nullable(),
  github_id: z.string().nullable(),
  github_username: z.string().nullable(),
  /** Two-step sign-in: on for this account; proved in this session (staff areas need both). */
  second_factor: z.object({ enabled: z.boolean(), verified: z.boolean() }),
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;
