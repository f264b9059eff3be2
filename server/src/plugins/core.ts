import fp from 'fastify-plugin';
import { createDatabase, outageLog } from '../db/database';
import { anchorRebuildsSettled, pagingEvents } from '../services/lists/anchors';
import type { AppConfig } from '../env';

export const configPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);

export const databasePlugin = fp(
  async (app) => {
    const { databaseUrl, databasePoolSize } = app.config;
    if (!databaseUrl)
      throw new Error('buildApp needs config.databaseUrl (server.ts starts the embedded database first)');
    // One line when connections start failing (restart, failover) and one when the database answers
    // again; requests meanwhile answer 503 (errors.ts) and the pool reconnects by itself.
    const outage = outageLog({
      lost: (err) =>
        app.log.error({ err }, 'database connection lost: requests that need it answer 503 until it is back'),
      back: () => app.log.info('database reachable again'),
    });
    const db = createDatabase(databaseUrl, databasePoolSize, outage.events);
    app.decorate('db', db);
    // Page anchors rebuilt after their view answered (services/lists/anchors.ts) report here and end before the pool.
    pagingEvents.rebuildFailed = (err, list) => app.log.warn({ err, list }, 'page anchors not rebuilt');
    app.addHook('onClose', async () => {
      await anchorRebuildsSettled();
      await db.destroy();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
