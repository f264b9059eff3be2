// Sign-in (argon2id): throughput at 8 connections beside the baseline's lookup + verify + insert, and
// the session check's p99 at 500 req/s while sign-ins run at 50/s.
import { type Bench, loginBody, platformLoginHeaders } from '../context';
import { interleaved, load } from '../load';
import { ROUND_SECONDS } from '../options';
import { paced } from '../paced-load';
import { record } from '../results';

export async function signIn(bench: Bench) {
  const { server, baseline, cookie } = bench;
  console.log('\nSign-in (argon2id)');
  const loginLoad = (url: string, platform: boolean) => () =>
    load({
      url,
      connections: 8,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: loginBody(bench),
            headers: { ...req.headers, ...(platform ? platformLoginHeaders(server.port) : {}) },
          }),
        },
      ],
    });
  const logins = await interleaved('login throughput', {
    bare: loginLoad(`${baseline.url}/login`, false),
    platform: loginLoad(`${server.url}/api/auth/login`, true),
  });
  if (logins.platform.non2xx > 0) console.log(`  (${logins.platform.non2xx} sign-ins were refused)`);
  record({
    figure: 'sign-in throughput, 8 connections (req/s)',
    value: logins.platform.rps,
    unit: 'req/s',
    baseline: logins.bare.rps,
    baselineLabel: 'bare Fastify: lookup + argon2id verify + insert',
    target: null,
    met: null,
  });

  const sessions = (origin: string, path: string) =>
    paced({ origin, rate: 500, seconds: ROUND_SECONDS, next: () => ({ path, headers: { cookie } }) });
  const pacedLogins = (origin: string, path: string, platform: boolean) =>
    paced({
      origin,
      rate: 50,
      seconds: ROUND_SECONDS,
      next: () => ({
        method: 'POST',
        path,
        body: loginBody(bench),
        headers: { 'content-type': 'application/json', ...(platform ? platformLoginHeaders(server.port) : {}) },
      }),
    });
  const mixed = await interleaved('session at 500 req/s + sign-in at 50/s', {
    bare: async () =>
      (await Promise.all([sessions(baseline.url, '/session'), pacedLogins(baseline.url, '/login', false)]))[0],
    platform: async () =>
      (
        await Promise.all([sessions(server.url, '/api/auth/session'), pacedLogins(server.url, '/api/auth/login', true)])
      )[0],
  });
  record({
    figure: 'session p99 at 500 req/s while sign-ins run at 50/s (ms)',
    value: mixed.platform.p99,
    unit: 'ms',
    baseline: mixed.bare.p99,
    baselineLabel: 'bare Fastify, same mix',
    target: '< 50 ms',
    met: mixed.platform.p99 < 50,
    lowerIsBetter: true,
  });
}
