import { z } from 'zod';
import { ROLES } from '../constants';

export const ZRoleSchema = z.enum(ROLES);

/** The signed-in user as the client sees it (spec: the session response's `user`). */
export const ZSessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  roles: z.array(ZRoleSchema),
  created_at: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;
