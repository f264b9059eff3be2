import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage, serverMessage } from '@ctf/shared';
import { escapeHtml } from '../services/mail/templates';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;background:#0b1220;color:#e2e8f0;margin:0;padding:16px">${body}</body></html>`;

const DEV_PATH = /^\/dev(\/|$)/;
const isLoopback = (address: string | undefined) =>
  address !== undefined && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));

/**
 * `npm start` listens on every interface, and the mailbox holds reset links: the helpers answer
 * only a client on this machine, connected directly (the socket) and, behind a trusted proxy, as
 * the proxy reports it (req.ip), so a request forwarded from elsewhere is refused too.
 */
export function isLocalClient(req: FastifyRequest) {
  return isLoopback(req.socket.remoteAddress) && isLoopback(req.ip);
}

/**
 * Development helpers, never registered in production and answering loopback clients only: the dev bot-check's token issuer and the
 * mailbox where the development mail transport puts every message.
 */
export const devToolsPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (req, reply) => {
      if (!DEV_PATH.test(req.url) || isLocalClient(req)) return;
      req.log.warn({ ip: req.ip }, 'development helper refused to a non-local client');
      return reply
        .code(404)
        .send({ code: 'NOT_FOUND', message: serverMessage(pickLanguage(req.headers['accept-language']), 'NOT_FOUND') });
    });

    app.post('/api/dev/bot-check', async (req, reply) => {
      const lang = pickLanguage(req.headers['accept-language']);
      if (!app.devBotCheck) return reply.code(403).send({ code: 'DEV_ONLY', message: serverMessage(lang, 'DEV_ONLY') });
      await app.limits.consume(req, 'devBotCheckIp');
      return { token: app.devBotCheck.issue() };
    });

    const latest = () => app.db.selectFrom('dev_mailbox').selectAll().orderBy('id', 'desc').limit(200).execute();

    app.get('/dev/mailbox.json', async () =>
      (await latest()).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        created_at: m.created_at,
      })),
    );

    app.get('/dev/mailbox', async (_req, reply) => {
      const rows = (await latest())
        .map(
          (m) =>
            `<li style="margin:0 0 10px"><a style="color:#22d3ee" href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a>` +
            ` <span style="color:#94a3b8">to ${escapeHtml(m.to)}, ${m.created_at.toISOString()}</span></li>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Dev mailbox',
            `<h1>Dev mailbox</h1><p>Messages the platform sent, newest first.</p><ul>${rows || '<li>No messages yet.</li>'}</ul>`,
          ),
        );
    });

    app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (req, reply) => {
      const id = Number(req.params.id);
      const message = Number.isInteger(id)
        ? await app.db.selectFrom('dev_mailbox').selectAll().where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!message)
        return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<p>No such message.</p>'));
      const header =
        `<p><a style="color:#22d3ee" href="/dev/mailbox">&larr; Dev mailbox</a></p>` +
        `<p>To: ${escapeHtml(message.to)}<br>Subject: ${escapeHtml(message.subject)}</p>`;
      // Our own template, rendered as it would be in a mail client.
      return reply
        .type('text/html; charset=utf-8')
        .send(page(message.subject, header + message.html.replace(/^<!doctype html>/i, '')));
    });
  },
  { name: 'dev-tools', dependencies: ['config', 'database', 'services', 'rate-limit'] },
);
