import type { Database } from '../db/database';
import type { Actor } from '../services/audit/audit';
import { actorOf } from './admin/actor';

type StaffContext = Parameters<typeof actorOf>[0] & { db: Database };

/** A resolver that is one read: the service gets the database and the procedure's input. */
export const withDb =
  <Input, Result>(read: (db: Database, input: Input) => Promise<Result>) =>
  ({ ctx, input }: { ctx: { db: Database }; input: Input }) =>
    read(ctx.db, input);

/** A resolver that is one read of the row the input's `id` names. */
export const byId =
  <Result>(read: (db: Database, id: number) => Promise<Result>) =>
  ({ ctx, input }: { ctx: { db: Database }; input: { id: number } }) =>
    read(ctx.db, input.id);

/**
 * A staff procedure's resolver that is one audited change: the service gets the database, the person
 * acting (whom the audit entry names) and the procedure's input.
 */
export const byActor =
  <Input, Result>(change: (db: Database, actor: Actor, input: Input) => Promise<Result>) =>
  ({ ctx, input }: { ctx: StaffContext; input: Input }) =>
    change(ctx.db, actorOf(ctx), input);

/** The same, for a change to the one row the input's `id` names. */
export const byActorOnId =
  <Result>(change: (db: Database, actor: Actor, id: number) => Promise<Result>) =>
  ({ ctx, input }: { ctx: StaffContext; input: { id: number } }) =>
    change(ctx.db, actorOf(ctx), input.id);
