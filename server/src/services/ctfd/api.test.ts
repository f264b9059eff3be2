import { type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@ctf/shared';
import { CTFD_ANSWER_MAX_BYTES, CTFD_TIMEOUT_MS, CtfdApiError, ZCtfdScoreboard, ctfdApi, ctfdApiAppError } from './api';

type Handler = (res: ServerResponse) => void;

/** A local stand-in for a CTFd (or whatever is at its address), answering every request with `handler`. */
async function serve(handler: Handler) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => handler(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const BODY_BYTES = 50 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, ' ');

/**
 * 50 MB of JSON (a scoreboard padded with spaces), written only as fast as the reader takes it;
 * counts the bytes the connection accepted before the reader hung up.
 */
function hugeAnswer(sent: { bytes: number; closed: boolean }, declareLength: boolean): Handler {
  return (res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(declareLength ? { 'content-length': String(BODY_BYTES) } : {}),
    });
    res.on('close', () => (sent.closed = true));
    const head = Buffer.from('{"success":true,"data":[');
    res.write(head);
    sent.bytes += head.length;
    const more = () => {
      while (!sent.closed && sent.bytes + CHUNK.length < BODY_BYTES - 2) {
        sent.bytes += CHUNK.length;
        if (!res.write(CHUNK)) return void res.once('drain', more);
      }
      if (!sent.closed) res.end(']}');
    };
    more();
  };
}

const scoreboard = (url: string) => ctfdApi(url, 'token')('GET', '/scoreboard', ZCtfdScoreboard);

async function problemOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CtfdApiError);
  return (error as CtfdApiError).problem;
}

describe('a CTFd answer is read up to CTFD_ANSWER_MAX_BYTES, never whole', () => {
  it('refuses a 50 MB answer sent without a length, having read far less than it', async () => {
    const sent = { bytes: 0, closed: false };
    const url = await serve(hugeAnswer(sent, false));
    expect(await problemOf(scoreboard(url))).toBe('tooLarge');
    await expect.poll(() => sent.closed).toBe(true);
    // The connection was cut: what was sent is the cap plus the socket buffers, not the 50 MB.
    expect(sent.bytes).toBeGreaterThan(CTFD_ANSWER_MAX_BYTES);
    expect(sent.bytes).toBeLessThan(BODY_BYTES / 2);
  });

  it('refuses an answer that declares more than the cap before reading it', async () => {
    const sent = { bytes: 0, closed: false };
    const url = await serve(hugeAnswer(sent, true));
    expect(await problemOf(scoreboard(url))).toBe('tooLarge');
    await expect.poll(() => sent.closed).toBe(true);
    expect(sent.bytes).toBeLessThan(BODY_BYTES / 2);
  });

  it('reads an answer of up to the cap', async () => {
    const answer = JSON.stringify({ success: true, data: [] });
    const padded = answer.slice(0, -1) + ' '.repeat(CTFD_ANSWER_MAX_BYTES - answer.length) + '}';
    const url = await serve((res) => res.writeHead(200, { 'content-type': 'application/json' }).end(padded));
    expect(await scoreboard(url)).toEqual({ data: [] });
  });
});

describe('a CTFd answer must have the shape of its endpoint', () => {
  const answering = (body: string, status = 200) =>
    serve((res) => res.writeHead(status, { 'content-type': 'application/json' }).end(body));

  it('refuses a scoreboard whose data is null, an object, or a list of the wrong rows', async () => {
    for (const body of [
      { data: null },
      { data: { 1: { id: 1, name: 'a', score: 10 } } },
      { success: true },
      { data: [{ pos: 1, name: 'a' }] },
      { data: [{ pos: 1, account_id: 1, account_type: 'user', oauth_id: null, name: 'a', score: 'many' }] },
    ]) {
      expect(await problemOf(scoreboard(await answering(JSON.stringify(body)))), JSON.stringify(body)).toBe(
        'unexpectedShape',
      );
    }
  });

  it('takes the scoreboard CTFd 3.8.7 sends, in users and teams mode', async () => {
    const user = { pos: 1, account_id: 3, account_url: '/users/3', account_type: 'user', oauth_id: 7, name: 'ana' };
    const team = {
      ...user,
      account_type: 'team',
      oauth_id: null,
      members: [{ id: 3, oauth_id: 7, name: 'ana', score: 50, bracket_id: null, bracket_name: null }],
    };
    for (const row of [user, team]) {
      const body = JSON.stringify({
        success: true,
        data: [{ ...row, score: 100, bracket_id: null, bracket_name: null }],
      });
      expect((await scoreboard(await answering(body))).data).toHaveLength(1);
    }
  });

  it('names an answer that is not JSON, a refused token, an error status and an address nobody answers at', async () => {
    expect(await problemOf(scoreboard(await answering('<!doctype html><title>Login</title>')))).toBe('notJson');
    expect(await problemOf(scoreboard(await answering('{"message":"Unauthorized"}', 401)))).toBe('rejected');
    expect(await problemOf(scoreboard(await answering('{"message":"Forbidden"}', 403)))).toBe('rejected');
    expect(await problemOf(scoreboard(await answering('{}', 500)))).toBe('httpError');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await problemOf(scoreboard(`http://127.0.0.1:${port}`))).toBe('unreachable');
  });

  it('turns each problem into its own 502 code, naming the request', () => {
    const cases = [
      ['unreachable', 'CTFD_API_UNREACHABLE'],
      ['rejected', 'CTFD_API_REJECTED'],
      ['httpError', 'CTFD_API_FAILED'],
      ['tooLarge', 'CTFD_API_TOO_LARGE'],
      ['notJson', 'CTFD_API_NOT_JSON'],
      ['unexpectedShape', 'CTFD_API_BAD_SHAPE'],
    ] as const;
    for (const [problem, code] of cases) {
      const error = ctfdApiAppError(new CtfdApiError(problem, 'GET /api/v1/scoreboard', 'x', 500));
      expect(error.appCode).toBe(code);
      expect(error.code).toBe('BAD_GATEWAY');
      expect(error.detail).toContain('GET /api/v1/scoreboard');
    }
  });

  it('names the cap and the wait the code keeps, in both languages', () => {
    const megabytes = CTFD_ANSWER_MAX_BYTES / 2 ** 20;
    expect(SERVER_MESSAGES.en.CTFD_API_TOO_LARGE).toContain(`${megabytes} MB`);
    expect(SERVER_MESSAGES.sr.CTFD_API_TOO_LARGE).toContain(`${megabytes} МБ`);
    expect(SERVER_MESSAGES.en.CTFD_API_UNREACHABLE).toContain(`${CTFD_TIMEOUT_MS / 1000} seconds`);
    expect(SERVER_MESSAGES.sr.CTFD_API_UNREACHABLE).toContain(`${CTFD_TIMEOUT_MS / 1000} секунди`);
  });
});
