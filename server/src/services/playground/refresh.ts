import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { AppConfig } from '../../env';
import { CtfdApiError, ctfdApi } from '../ctfd/api';
import { readAllSolves, readPlayerSolves } from './read-ctfd';
import { replaceAllProgress, replacePlayerProgress } from './progress';

type PlaygroundApi = NonNullable<AppConfig['playgroundApi']>;

/**
 * The hourly read of every player. Whatever goes wrong with CTFd (down, refusing the token, an
 * answer too large or of another shape) leaves the stored figures as they were and is logged; the
 * next hour tries again. The token is never logged: CtfdApiError names only the request.
 */
export async function readPlayground(db: Database, playground: PlaygroundApi, log: FastifyBaseLogger) {
  const startedAt = new Date();
  let read;
  try {
    read = await readAllSolves(ctfdApi(playground.url, playground.token));
  } catch (error) {
    if (!(error instanceof CtfdApiError)) throw error;
    log.error({ problem: error.problem, detail: error.message }, 'playground read failed; stored figures kept');
    return null;
  }
  const stored = await replaceAllProgress(db, read, startedAt);
  log.info({ ...stored, ms: Date.now() - startedAt.getTime() }, 'playground progress read');
  return stored;
}

/** One player's own refresh: only their account and their solves are read. */
export async function refreshPlayer(
  db: Database,
  playground: PlaygroundApi,
  user: { id: number; username: string },
): Promise<void> {
  const counts = await readPlayerSolves(ctfdApi(playground.url, playground.token), user.id, user.username);
  await replacePlayerProgress(db, user.id, counts);
}
