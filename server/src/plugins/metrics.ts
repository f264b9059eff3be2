import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { pickLanguage, serverMessage } from '@ctf/shared';
import { poolStats } from '../db/database';
import { queueStats } from '../services/jobs/queue-stats';
import { appRouter } from '../trpc/router';
import { TRPC_PREFIX } from './trpc';

const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));

/**
 * The route a request is counted under: the route's pattern, and for tRPC the procedure (a batch
 * of several counts as one "(batch)"). Only known names become labels, so no caller can grow them.
 */
function routeLabel(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  if (!pattern) return '(unmatched)';
  if (pattern !== `${TRPC_PREFIX}/:path`) return pattern;
  const path = (req.params as { path?: string }).path ?? '';
  if (path.includes(',')) return `${TRPC_PREFIX}/(batch)`;
  return PROCEDURES.has(path) ? `${TRPC_PREFIX}/${path}` : `${TRPC_PREFIX}/(unknown)`;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Loopback callers (the socket and, behind a trusted proxy, the client too), or the configured token. */
function mayScrape(req: FastifyRequest, token: string | undefined): boolean {
  if (LOOPBACK.test(req.socket.remoteAddress ?? '') && LOOPBACK.test(req.ip)) return true;
  const header = req.headers.authorization ?? '';
  if (!token || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET /metrics in Prometheus text format: requests, latency, database pool, job queues, event loop. */
export const metricsPlugin = fp(
  async (app) => {
    const register = new Registry();
    // Process metrics, including the event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
    collectDefaultMetrics({ register });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered',
      labelNames,
      registers: [register],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [register],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (in_use, idle) and callers waiting for one',
      labelNames: ['state'],
      registers: [register],
      collect() {
        const stats = poolStats(app.db);
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.inUse);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    const queueLabels = ['queue'] as const;
    const depth = new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting, retrying or running',
      labelNames: queueLabels,
      registers: [register],
    });
    const oldest = new Gauge({
      name: 'job_queue_oldest_age_seconds',
      help: 'Age of the oldest job not yet done',
      labelNames: queueLabels,
      registers: [register],
    });
    const collectQueues = async () => {
      depth.reset();
      oldest.reset();
      // While the database is away the queue gauges are left out rather than failing the scrape.
      const stats = await queueStats(app.db).catch(() => []);
      for (const queue of stats) {
        depth.set({ queue: queue.queue }, queue.depth);
        if (queue.oldestAgeSeconds !== null) oldest.set({ queue: queue.queue }, queue.oldestAgeSeconds);
      }
    };

    // Each label set's series, found once: the labels are bounded (known routes and methods, statuses).
    const series = new Map<
      string,
      { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof duration.labels> }
    >();
    app.addHook('onResponse', (req, reply, done) => {
      const route = routeLabel(req);
      const key = `${req.method} ${reply.statusCode} ${route}`;
      let one = series.get(key);
      if (!one) {
        const labels = { method: req.method, route, status: String(reply.statusCode) };
        one = { count: requests.labels(labels), time: duration.labels(labels) };
        series.set(key, one);
      }
      one.count.inc();
      one.time.observe(reply.elapsedTime / 1000);
      done();
    });

    app.get('/metrics', async (req, reply) => {
      if (!mayScrape(req, app.config.metricsToken)) {
        const lang = pickLanguage(req.headers['accept-language']);
        return reply.code(403).send({ code: 'FORBIDDEN', message: serverMessage(lang, 'FORBIDDEN') });
      }
      await collectQueues();
      return reply.type(register.contentType).send(await register.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config', 'database'] },
);
