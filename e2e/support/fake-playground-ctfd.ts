import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface PlaygroundUser {
  id: number;
  name: string;
  /** Our user id, set by CTFd's OAuth sign-in; null for CTFd's own accounts (its admin). */
  oauth_id: number | null;
  banned?: boolean;
}

export interface PlaygroundChallenge {
  id: number;
  name: string;
  category: string | null;
  value: number;
}

/** What the fake does instead of answering, for the next calls (until set back to null). */
export type PlaygroundFault =
  | 'down'
  | 'serverError'
  | 'notJson'
  | 'badShape'
  /** An answer of more than 8 MiB. */
  | 'huge'
  /** The submissions list claims more pages than the platform reads. */
  | 'endlessPages';

export interface FakePlaygroundCtfd {
  url: string;
  token: string;
  users: PlaygroundUser[];
  challenges: PlaygroundChallenge[];
  /** Solves (CTFd's Submissions of type "correct"), in the order they were made. */
  solves: { id: number; user_id: number; challenge_id: number }[];
  fault: PlaygroundFault | null;
  /** Every API call: method and path with its query. */
  calls: string[];
  /** Adds a player (or CTFd's own account) and answers its CTFd id. */
  addUser(oauthId: number | null, name?: string): number;
  addChallenge(category: string | null, name?: string): number;
  solve(userId: number, challengeId: number): void;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Flask-SQLAlchemy's paginate as CTFd 3.8.7 calls it: `per_page` (default given, max 100), 404 past the end. */
function paginate<T>(url: URL, rows: T[], defaultPerPage: number) {
  const perPage = Math.min(Number(url.searchParams.get('per_page') ?? defaultPerPage), 100);
  const page = Number(url.searchParams.get('page') ?? 1);
  const pages = Math.ceil(rows.length / perPage);
  const items = rows.slice((page - 1) * perPage, page * perPage);
  if (page < 1 || (items.length === 0 && page !== 1)) return null;
  return {
    meta: {
      pagination: {
        page,
        next: page < pages ? page + 1 : null,
        prev: page > 1 ? page - 1 : null,
        pages,
        per_page: perPage,
        total: rows.length,
      },
    },
    success: true,
    data: items,
  };
}

/**
 * The playground CTFd 3.8.7 as the progress read meets it (CTFd/api/v1/users.py, submissions.py,
 * CTFd/schemas/submissions.py), with an admin's token (`Authorization: Token …`, JSON content type;
 * another token: 401):
 * - GET /users?view=admin[&field=name&q=…]: UserSchema "user" view (id, name, oauth_id, …), 50 a page;
 * - GET /submissions?type=correct: every column of each submission (user_id among them) with the
 *   challenge nested as {id, name, category, value}, 20 a page;
 * - GET /users/{id}/solves: that user's solves in the "admin" view (no user_id), all at once, 404
 *   for an unknown id.
 */
export async function startFakePlaygroundCtfd(token = 'playground-admin-token'): Promise<FakePlaygroundCtfd> {
  let nextSolve = 1;
  const state: FakePlaygroundCtfd = {
    url: '',
    token,
    users: [],
    challenges: [],
    solves: [],
    fault: null,
    calls: [],
    addUser(oauthId, name) {
      const id = state.users.length + 1;
      state.users.push({ id, name: name ?? `player${id}`, oauth_id: oauthId });
      return id;
    },
    addChallenge(category, name) {
      const id = state.challenges.length + 1;
      state.challenges.push({ id, name: name ?? `challenge ${id}`, category, value: 100 });
      return id;
    },
    solve(userId, challengeId) {
      state.solves.push({ id: nextSolve++, user_id: userId, challenge_id: challengeId });
    },
  };

  const submission = (solve: FakePlaygroundCtfd['solves'][number], view: 'all' | 'admin') => {
    const challenge = state.challenges.find((c) => c.id === solve.challenge_id)!;
    const user = state.users.find((u) => u.id === solve.user_id)!;
    const admin = {
      id: solve.id,
      challenge_id: challenge.id,
      challenge: { id: challenge.id, name: challenge.name, category: challenge.category, value: challenge.value },
      user: { id: user.id, name: user.name },
      team: null,
      date: '2025-03-01T10:00:00+00:00',
      type: 'correct',
      provided: 'flag{…}',
      ip: '127.0.0.1',
    };
    return view === 'admin' ? admin : { ...admin, user_id: user.id, team_id: null };
  };

  function answer(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.headers['content-type']?.split(';')[0] !== 'application/json') return json(res, 403, {});
    if (req.headers.authorization !== `Token ${token}`) return json(res, 401, { message: 'Unauthorized' });
    const path = url.pathname.replace(/^\/api\/v1/, '');
    state.calls.push(`${req.method} ${path}${url.search}`);
    switch (state.fault) {
      case 'down':
        return res.destroy();
      case 'serverError':
        return json(res, 500, { message: 'Internal Server Error' });
      case 'notJson':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<!doctype html><title>Maintenance</title>');
      case 'badShape':
        return json(res, 200, { success: true, data: [{ id: 'one', user: 'ana' }] });
      case 'huge':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(`{"success":true,"data":[${'0,'.repeat(4.5 * 1024 * 1024)}0]}`);
      default:
        break;
    }
    if (req.method !== 'GET') return json(res, 404, { message: 'Not found' });
    if (path === '/users') {
      const field = url.searchParams.get('field');
      const q = url.searchParams.get('q')?.toLowerCase();
      const admin = url.searchParams.get('view') === 'admin';
      const rows = state.users
        .filter((u) => admin || !u.banned)
        .filter((u) => !(field === 'name' && q) || u.name.toLowerCase().includes(q))
        .map((u) => ({ id: u.id, name: u.name, oauth_id: u.oauth_id, team_id: null, website: null, country: null }));
      const page = paginate(url, rows, 50);
      return page ? json(res, 200, page) : json(res, 404, { message: 'Not found' });
    }
    if (path === '/submissions') {
      const rows = state.solves
        .filter(() => url.searchParams.get('type') === 'correct' || !url.searchParams.has('type'))
        .map((s) => submission(s, 'all'));
      const page = paginate(url, rows, 20);
      if (page && state.fault === 'endlessPages') page.meta.pagination.pages = 1_000_000;
      return page ? json(res, 200, page) : json(res, 404, { message: 'Not found' });
    }
    const solvesOf = /^\/users\/(\d+)\/solves$/.exec(path);
    if (solvesOf) {
      const user = state.users.find((u) => u.id === Number(solvesOf[1]));
      if (!user) return json(res, 404, { message: 'Not found' });
      const data = state.solves.filter((s) => s.user_id === user.id).map((s) => submission(s, 'admin'));
      return json(res, 200, { success: true, data, meta: { count: data.length } });
    }
    return json(res, 404, { message: 'Not found' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://ctfd.local');
    if (!url.pathname.startsWith('/api/v1/')) return json(res, 404, { message: 'Not found' });
    answer(req, res, url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
