// Turnstile's siteverify (every token passes, for the action it names) and Resend's API, served from
// the bench's process so that sign-ins and registrations run with the production checks on.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

async function startFake(handler: (req: IncomingMessage, body: string, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, body, res));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

let botTokens = 0;
/** A single-use bot-check token the fake siteverify passes for `action`. */
export const botToken = (action: string) => `bench.${action}.${(botTokens += 1)}.${process.pid}`;

let addresses = 0;
/** A distinct caller address from 198.18.0.0/15 (RFC 2544's benchmarking range). */
export const nextAddress = () => {
  addresses += 1;
  return `198.${18 + ((addresses >> 16) & 1)}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export interface Fakes {
  turnstile: string;
  resend: string;
  /** Mails the fake Resend has received since the last `resetMails`. */
  mails: () => number;
  resetMails: () => void;
  close: () => void;
}

export async function startFakes(): Promise<Fakes> {
  let mails = 0;
  const turnstile = await startFake((_req, body, res) => {
    const token = new URLSearchParams(body).get('response') ?? '';
    json(res, 200, { success: true, hostname: 'localhost', action: token.split('.')[1] ?? '' });
  });
  const resend = await startFake((req, _body, res) => {
    if (req.method === 'POST' && req.url === '/emails') mails += 1;
    json(res, 200, { id: `bench-${mails}` });
  });
  return {
    turnstile: turnstile.url,
    resend: resend.url,
    mails: () => mails,
    resetMails: () => (mails = 0),
    close: () => {
      turnstile.close();
      resend.close();
    },
  };
}
