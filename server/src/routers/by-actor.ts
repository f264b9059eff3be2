import type { Database } from '../db/database';
import type { Actor } from '../services/audit/audit';
import { actorOf } from './admin/actor';

/**
 * A staff procedure's resolver that is one audited change: the service gets the database, the person
 * acting (whom the audit entry names) and the procedure's input.
 */
export const byActor =
  <Input, Result>(change: (db: Database, actor: Actor, input: Input) => Promise<Result>) =>
  ({ ctx, input }: { ctx: Parameters<typeof actorOf>[0] & { db: Database }; input: Input }) =>
    change(ctx.db, actorOf(ctx), input);
