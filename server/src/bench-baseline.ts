import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import pg from 'pg';
import { generateSessionToken, hashToken } from './services/auth/crypto';

/**
 * `npm run bench`'s yardstick: a bare Fastify (no plugins, no hooks, no logging) in the same
 * process as the platform, on its own port, doing the same work by hand with raw `pg`. Started
 * only when BENCH_BASELINE_PORT is set (allowed on a loopback HOST only: env.ts).
 *
 * - GET /healthz: no database.
 * - GET /session: the session check's indexed lookup (sessions ⋈ users by the token's hash), an
 *   unnamed query as most hand-written code sends it (the issue's baseline).
 * - POST /login: the user by username, argon2id verify, a new session row (what sign-in must do).
 */
export async function startBenchBaseline(options: {
  host: string;
  port: number;
  databaseUrl: string;
  poolSize: number;
  cookieName: string;
}) {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  const cookiePattern = new RegExp(`(?:^|;\\s*)${options.cookieName.replace(/[$]/g, '\\$&')}=([^;]+)`);

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/session', async (req) => {
    const token = cookiePattern.exec(req.headers.cookie ?? '')?.[1];
    if (!token) return null;
    const { rows } = await pool.query(
      `SELECT s.expires_at, s.absolute_expires_at, u.id, u.username, u.email, u.email_verified_at, u.roles,
              u.language, u.created_at
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
      [hashToken(token)],
    );
    const row = rows[0] as Record<string, unknown> | undefined;
    if (!row || (row.expires_at as Date) <= new Date()) return null;
    const { expires_at: _e, absolute_expires_at: _a, ...user } = row;
    return { user };
  });

  app.post('/login', async (req, reply) => {
    const { username, password } = req.body as { username: string; password: string };
    const { rows } = await pool.query('SELECT id, password_hash FROM users WHERE username = $1', [username]);
    const user = rows[0] as { id: number; password_hash: string } | undefined;
    if (!user || !(await verify(user.password_hash, password))) return reply.code(401).send({ ok: false });
    const token = generateSessionToken();
    await pool.query(
      `INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at)
       VALUES ($1, $2, now() + interval '30 days', now() + interval '90 days')`,
      [hashToken(token), user.id],
    );
    return { ok: true };
  });

  app.addHook('onClose', async () => {
    await pool.end();
  });
  await app.listen({ host: options.host, port: options.port });
  return app;
}
