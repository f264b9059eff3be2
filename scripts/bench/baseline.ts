// The bench's yardstick: a bare Fastify (no plugins, hooks or logging) doing the platform's work by
// hand with raw `pg`, in a process of its own, so that nothing of the platform (its heap, timers, job
// queue, pools) shares its event loop. `npm run bench` starts it as
//   node --import tsx scripts/bench/baseline.ts '{"port":…,"databaseUrl":…,"poolSize":…,"cookieName":…}'
// and stops it with SIGTERM.
//
// - GET /healthz: no database.
// - GET /session: the session check's indexed lookup (sessions ⋈ users by the token's hash), an
//   unnamed query, as most hand-written code sends it.
// - GET /session-prepared: the same lookup as a named prepared statement (parsed and planned once per
//   connection), as the platform sends it: the stack's own limit for this lookup.
// - POST /login: the user by username, argon2id verify, a new session row (what sign-in must do).
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import pg from 'pg';
import { generateSessionToken, hashToken } from '../../server/src/services/auth/crypto';

export interface BaselineOptions {
  host?: string;
  port: number;
  databaseUrl: string;
  poolSize: number;
  cookieName: string;
}

const SESSION_LOOKUP = `SELECT s.expires_at, s.absolute_expires_at, u.id, u.username, u.email, u.email_verified_at,
       u.roles, u.language, u.created_at
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`;

export async function startBaseline(options: BaselineOptions) {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  const cookiePattern = new RegExp(`(?:^|;\\s*)${options.cookieName.replace(/[$]/g, '\\$&')}=([^;]+)`);

  const session =
    (query: (hash: string) => pg.QueryConfig<[string]>) => async (req: { headers: { cookie?: string } }) => {
      const token = cookiePattern.exec(req.headers.cookie ?? '')?.[1];
      if (!token) return null;
      const { rows } = await pool.query(query(hashToken(token)));
      const row = rows[0] as Record<string, unknown> | undefined;
      if (!row || (row.expires_at as Date) <= new Date()) return null;
      const { expires_at: _e, absolute_expires_at: _a, ...user } = row;
      return { user };
    };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get(
    '/session',
    session((hash) => ({ text: SESSION_LOOKUP, values: [hash] })),
  );
  app.get(
    '/session-prepared',
    session((hash) => ({ name: 'bench_session_lookup', text: SESSION_LOOKUP, values: [hash] })),
  );

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
  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port });
  return app;
}

if (process.argv[1]?.endsWith('bench/baseline.ts')) {
  const app = await startBaseline(JSON.parse(process.argv[2] ?? '{}') as BaselineOptions);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
