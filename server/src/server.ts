import { buildApp } from './app';
import { resolveDatabase, runMigrations } from './db/connect';
import { ConfigError, loadConfig } from './env';
import { listeningAddresses, startupBanner } from './startup-banner';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }

  const database = await resolveDatabase(config);
  const migrations = await runMigrations(database.url);
  const app = await buildApp({ ...config, databaseUrl: database.url });
  if (database.embedded) app.log.info(`embedded PostgreSQL running with its data in ${config.dataDir}`);
  for (const migration of migrations ?? []) app.log.info(`migration ${migration.migrationName}: ${migration.status}`);

  // npm and tsx pass a terminal's Ctrl+C on too, so one stop often arrives as several signals:
  // repeats are ignored and a timer ends a shutdown that hangs.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and shutting down`);
    setTimeout(() => {
      app.log.error('shutdown took over 15 s: exiting now');
      process.exit(1);
    }, 15_000).unref();
    // Each step runs even if the one before failed (a Ctrl+C also reaches the embedded database).
    let failed = false;
    for (const [step, run] of [
      ['HTTP server and job queue', () => app.close()],
      ['embedded database', async () => database.embedded?.stop()],
    ] as const) {
      try {
        await run();
      } catch (error) {
        failed = true;
        app.log.error({ err: error }, `shutdown: stopping the ${step} failed`);
      }
    }
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startupBanner(config.publicUrl, listeningAddresses(config.host, port), config.isProduction));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
