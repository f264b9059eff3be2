import fp from 'fastify-plugin';
import { createDatabase } from '../db/database';
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
    const db = createDatabase(databaseUrl, databasePoolSize, (err) =>
      app.log.warn({ err }, 'idle database connection lost'),
    );
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
