import type { Actor } from '../../services/audit/audit';

export const actorOf = (ctx: { auth: { user: { id: number; username: string } } }): Actor => ({
  id: ctx.auth.user.id,
  username: ctx.auth.user.username,
});
