import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import formBody from '@fastify/formbody';
import Fastify from 'fastify';
import { registerFakeOAuthProvider } from '../../server/src/integrations/oauth/fake-provider';

/** A message as Resend's API received it (POST /emails), in the order it arrived. */
export interface SentMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Resend's API as the `resend` package calls it: `POST /emails` with the API key as a bearer token
 * and `{from, to, subject, html, text}`, answering `{id}`. The tests read what arrived at
 * `GET /_test/messages` (the fake runs in Vitest's main process, the tests in workers).
 */
export async function startFakeResend(apiKey: string) {
  const messages: SentMail[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (req.method === 'GET' && req.url === '/_test/messages') return json(res, 200, messages);
      if (req.method !== 'POST' || req.url !== '/emails') {
        return json(res, 404, {
          name: 'not_found',
          message: 'The requested endpoint does not exist.',
          statusCode: 404,
        });
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return json(res, 401, { name: 'validation_error', message: 'API key is invalid', statusCode: 401 });
      }
      const mail = JSON.parse(body) as { to: string | string[]; subject: string; text?: string; html?: string };
      const message = {
        id: randomBytes(8).toString('hex'),
        to: Array.isArray(mail.to) ? mail.to.join(', ') : mail.to,
        subject: mail.subject,
        text: mail.text ?? '',
        html: mail.html ?? '',
      };
      messages.push(message);
      json(res, 200, { id: message.id });
    })();
  });
  return { url: await listen(server), close: () => close(server) };
}

/**
 * Turnstile's siteverify (POST form: secret, response, remoteip). The stand-in widget's token
 * carries the site key, action, host name and a nonce it was made for (Cloudflare's carries them
 * opaquely): success with that host name and action; a wrong secret, a foreign site key or a token used before fails
 * with Cloudflare's error codes.
 */
export async function startFakeSiteverify(siteKey: string, secretKey: string) {
  const used = new Set<string>();
  const server = createServer((req, res) => {
    void (async () => {
      const form = new URLSearchParams(await readBody(req));
      if (form.get('secret') !== secretKey)
        return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
      const token = form.get('response') ?? '';
      if (used.has(token)) return json(res, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
      const match = /^standin\.([A-Za-z0-9_-]+)$/.exec(token);
      const fields = match
        ? (JSON.parse(Buffer.from(match[1]!, 'base64url').toString()) as Record<string, string>)
        : undefined;
      if (!fields || fields.sitekey !== siteKey) {
        return json(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
      }
      used.add(token);
      json(res, 200, {
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname: fields.hostname,
        action: fields.action,
        'error-codes': [],
      });
    })();
  });
  return { url: `${await listen(server)}/siteverify`, close: () => close(server) };
}

/** Discord's OAuth endpoints (authorize page, token, user), the fake the integration tests use. */
export async function startFakeDiscord() {
  const app = Fastify();
  await app.register(formBody);
  const clientId = 'prod-e2e-discord-client';
  const clientSecret = randomBytes(16).toString('hex');
  registerFakeOAuthProvider(app, { provider: 'discord', prefix: '/oauth', clientId, clientSecret });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/oauth`;
  return {
    env: {
      DISCORD_CLIENT_ID: clientId,
      DISCORD_CLIENT_SECRET: clientSecret,
      DISCORD_AUTHORIZE_URL: `${base}/authorize`,
      DISCORD_TOKEN_URL: `${base}/token`,
      DISCORD_USER_URL: `${base}/user`,
    },
    close: () => app.close(),
  };
}
