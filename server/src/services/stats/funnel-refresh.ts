import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { rebuildFunnelCounts } from './funnel-counts';

// When the funnel's kept counts are made again: at start-up, when a change asked for it (checked
// every minute by the funnel-counts job), and every FUNNEL_MAX_AGE_MINUTES whatever happened.

/** Counts older than this are made again even if no change asked for it (changes no hook names). */
export const FUNNEL_MAX_AGE_MINUTES = 10;

/**
 * Asks for the funnel to be counted again soon, in the caller's transaction (pass `trx`): a change
 * that is rolled back asks nothing. Writes only when nothing has asked yet, so a burst of
 * registrations touches the row once, not once each.
 */
export async function scheduleFunnelRefresh(db: Database): Promise<void> {
  await db
    .updateTable('funnel_refresh')
    .set({ requested_at: sql`now()` })
    .where('requested_at', 'is', null)
    .execute();
}

/**
 * A count asked for by a change waits until the last count's own time has passed this many times
 * over since it ended: on a large database, where counting takes seconds, counting then takes at most
 * a tenth of the time however often changes ask (a registration a minute would otherwise count all
 * the time); on a small one it still follows a change within the minute.
 */
export const FUNNEL_GAP_PER_COUNT = 9;

/**
 * Counts again when asked to (and `minGapMs` has passed since the last count), when the counts are
 * missing or older than FUNNEL_MAX_AGE_MINUTES, or with `force`; answers when the new counts were
 * taken, or null when they were fresh. The request is taken before counting, so a change committed
 * while counting asks again for the next run.
 */
export async function refreshFunnelIfDue(
  db: Database,
  { force = false, minGapMs = 0 }: { force?: boolean; minGapMs?: number } = {},
): Promise<Date | null> {
  const gapSeconds = Math.max(0, minGapMs) / 1000;
  const taken = await db
    .updateTable('funnel_refresh')
    .set({ requested_at: null })
    .$if(!force, (qb) =>
      qb.where((eb) =>
        eb.or([
          gapSeconds === 0
            ? eb('requested_at', 'is not', null)
            : eb.and([
                eb('requested_at', 'is not', null),
                eb('counted_at', '<', sql<Date>`now() - make_interval(secs => ${gapSeconds})`),
              ]),
          eb('counted_at', 'is', null),
          eb('counted_at', '<', sql<Date>`now() - make_interval(mins => ${FUNNEL_MAX_AGE_MINUTES})`),
        ]),
      ),
    )
    .returning('requested_at')
    .executeTakeFirst();
  if (!taken) return null;
  try {
    return await rebuildFunnelCounts(db);
  } catch (error) {
    // Asked again, so the next run tries once more.
    await scheduleFunnelRefresh(db);
    throw error;
  }
}
