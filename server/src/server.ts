import cluster, { type Worker } from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { buildApp } from './app';
import { resolveDatabase, runMigrations } from './db/connect';
import { type AppConfig, ConfigError, loadConfig } from './env';
import { loggerOptions } from './logger';
import { forgetServerAddress, recordServerAddress } from './running-server';
import { listeningAddresses, startupBanner } from './startup-banner';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }
}

function printBanner(config: AppConfig, port: number, workers: number) {
  console.log(startupBanner(config.publicUrl, listeningAddresses(config.host, port), config.isProduction));
  console.log(
    `  ready in ${Math.round(performance.now())} ms${workers > 1 ? ` with ${workers} worker processes` : ''}\n`,
  );
}

/**
 * One server: the whole app in this process (WEB_CONCURRENCY=1), or one of the primary's workers.
 * A worker takes the database the primary resolved and migrated; the embedded database belongs
 * to the primary.
 */
async function runServer(config: AppConfig) {
  // A worker's DATABASE_URL is the one its primary resolved (and migrated).
  const database = await resolveDatabase(config);
  const migrations = cluster.isWorker ? [] : await runMigrations(database.url, config);
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
      ['address record', async () => database.embedded && forgetServerAddress(config.dataDir)],
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
  if (cluster.isWorker) process.send?.({ type: 'ready', port });
  else {
    printBanner(config, port, 1);
    if (database.embedded) await recordServerAddress(config.dataDir, config.publicUrl);
  }
}

/**
 * WEB_CONCURRENCY=N: this process resolves and migrates the database once, then runs N workers
 * that share the port (the operating system spreads connections over them). A worker that dies is
 * replaced; SIGTERM or SIGINT stops every worker gracefully, then the embedded database.
 */
async function runPrimary(config: AppConfig) {
  const options = loggerOptions(config);
  const log = options ? pino(options) : pino({ level: 'silent' });
  if (!config.redisUrl)
    log.warn(
      `WEB_CONCURRENCY=${config.webConcurrency} without REDIS_URL: each worker counts rate limits on its own, so the limits are ${config.webConcurrency} times looser`,
    );
  const database = await resolveDatabase(config);
  for (const migration of (await runMigrations(database.url, config)) ?? [])
    log.info(`migration ${migration.migrationName}: ${migration.status}`);

  let closing = false;
  let ready = 0;
  let port = config.port;
  const fork = (): Worker => {
    const worker = cluster.fork({ DATABASE_URL: database.url });
    let started = false;
    worker.on('message', (message: { type?: string; port?: number }) => {
      if (message?.type !== 'ready') return;
      started = true;
      port = message.port ?? port;
      ready += 1;
      if (ready !== config.webConcurrency) return;
      printBanner(config, port, config.webConcurrency);
      if (database.embedded)
        recordServerAddress(config.dataDir, config.publicUrl).catch((error: unknown) =>
          log.warn({ err: error }, 'the address record for command-line tools could not be written'),
        );
    });
    worker.on('exit', (code, signal) => {
      if (closing) return;
      if (!started) {
        // A worker that cannot start (configuration, database) will not start on a second try either.
        log.error(`worker ${worker.process.pid} exited during start-up (${signal ?? code}): stopping`);
        void stop('worker start-up failure', 1);
        return;
      }
      log.error(`worker ${worker.process.pid} exited (${signal ?? code}): starting a new one`);
      fork();
    });
    return worker;
  };

  const stop = async (reason: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    log.info(`${reason}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    setTimeout(() => {
      log.error('shutdown took over 20 s: exiting now');
      process.exit(1);
    }, 20_000).unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const codes = await Promise.all(
      workers.map(
        (worker) =>
          new Promise<number>((resolve) => {
            if (worker.isDead()) return resolve(worker.process.exitCode ?? 0);
            worker.once('exit', (code) => resolve(code ?? 1));
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    let failed = exitCode !== 0 || codes.some((code) => code !== 0);
    try {
      if (database.embedded) await forgetServerAddress(config.dataDir);
      await database.embedded?.stop();
    } catch (error) {
      failed = true;
      log.error({ err: error }, 'shutdown: stopping the embedded database failed');
    }
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM received'));
  process.on('SIGINT', () => void stop('SIGINT received'));

  for (let i = 0; i < config.webConcurrency; i += 1) fork();
}

async function main() {
  const config = readConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) await runPrimary(config);
  else await runServer(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
