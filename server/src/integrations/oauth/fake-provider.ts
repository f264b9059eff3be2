import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../services/mail/templates';

export type LinkProvider = 'discord' | 'github';

interface PendingCode {
  redirectUri: string;
  codeChallenge: string | undefined;
  user: { id: string; username: string };
}

/**
 * A stand-in for Discord's or GitHub's OAuth 2 endpoints, speaking their shapes: authorize (a page
 * where you pick who you are), token (form-encoded, client_secret_post, PKCE S256), and the user
 * endpoint (Discord: {id, username}; GitHub: {id: number, login}). Tests start it on its own port;
 * in development without provider credentials the server mounts it under /dev/oauth/<provider>.
 */
export function registerFakeOAuthProvider(
  app: FastifyInstance,
  options: { provider: LinkProvider; prefix: string; clientId: string; clientSecret: string },
) {
  const { provider, prefix } = options;
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, PendingCode['user']>();
  const label = provider === 'discord' ? 'Discord' : 'GitHub';

  app.get<{ Querystring: Record<string, string | undefined> }>(`${prefix}/authorize`, async (req, reply) => {
    const q = req.query;
    if (q.client_id !== options.clientId || q.response_type !== 'code' || !q.redirect_uri) {
      return reply.code(400).type('text/html').send('<p>invalid_request</p>');
    }
    const hidden = ['redirect_uri', 'state', 'code_challenge', 'code_challenge_method']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(q[name] ?? '')}">`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"><title>${label} (development)</title></head>` +
          `<body style="font-family:system-ui,sans-serif;background:#111827;color:#e5e7eb;padding:24px">` +
          `<h1>${label} login (development stand-in)</h1>` +
          `<form method="get" action="${prefix}/approve">${hidden}` +
          `<p><label>${label} user id <input name="user_id" required value="${randomBytes(4).readUInt32BE()}"></label></p>` +
          `<p><label>${label} username <input name="username" required value="dev_${provider}_user"></label></p>` +
          `<p><button type="submit">Authorize</button> <button type="submit" name="deny" value="1">Cancel</button></p></form></body></html>`,
      );
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(`${prefix}/approve`, async (req, reply) => {
    const q = req.query;
    const target = new URL(q.redirect_uri ?? '');
    if (q.state) target.searchParams.set('state', q.state);
    if (q.deny) {
      target.searchParams.set('error', 'access_denied');
      return reply.redirect(target.toString());
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      redirectUri: q.redirect_uri ?? '',
      codeChallenge: q.code_challenge || undefined,
      user: { id: q.user_id ?? '', username: q.username ?? '' },
    });
    target.searchParams.set('code', code);
    return reply.redirect(target.toString());
  });

  app.post<{ Body: Record<string, string | undefined> }>(`${prefix}/token`, async (req, reply) => {
    const body = req.body ?? {};
    const pending = body.code ? codes.get(body.code) : undefined;
    if (body.code) codes.delete(body.code);
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) {
      return reply.code(401).send({ error: 'invalid_client' });
    }
    const verifierMatches =
      pending?.codeChallenge === undefined ||
      createHash('sha256')
        .update(body.code_verifier ?? '')
        .digest('base64url') === pending.codeChallenge;
    if (
      !pending ||
      body.grant_type !== 'authorization_code' ||
      body.redirect_uri !== pending.redirectUri ||
      !verifierMatches
    ) {
      return reply.code(400).send({ error: 'invalid_grant' });
    }
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, pending.user);
    return { access_token: accessToken, token_type: 'Bearer', scope: provider === 'discord' ? 'identify' : '' };
  });

  app.get(`${prefix}/user`, async (req, reply) => {
    const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
    if (!user) return reply.code(401).send({ message: '401: Unauthorized' });
    return provider === 'discord'
      ? { id: user.id, username: user.username, global_name: user.username }
      : { id: Number(user.id), login: user.username };
  });
}
