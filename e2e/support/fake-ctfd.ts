import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface FakeCtfdOptions {
  /** Our platform: the OAuth provider CTFd is configured with (README, Connecting CTFd). */
  platformUrl: string;
  clientId: string;
  clientSecret: string;
  /** CTFd's user_mode; in teams mode oauth_login asks for `profile team` and users join the OAuth team. */
  mode?: 'users' | 'teams';
  /** An admin access token for CTFd's REST API (`Authorization: Token …`); without it the API answers 403. */
  apiToken?: string;
  /** A player's (not an admin's) access token: it reads /users/me, and admin endpoints answer it 403. */
  playerToken?: string;
}

export interface FakeCtfdUser {
  id: number;
  name: string;
  email: string;
  oauth_id: number | null;
  verified: boolean;
  banned: boolean;
  team_id: number | null;
  score: number;
}

export interface FakeCtfdTeam {
  id: number;
  name: string;
  oauth_id: number | null;
  score: number;
  /** Set when the team was made through the API (required there); OAuth-made teams have none. */
  password?: string;
}

/** A correct or wrong flag submission, award or hint unlock: CTFd deletes a member's when they leave a team. */
export interface FakeCtfdSubmission {
  user_id: number;
  team_id: number | null;
  challenge: string;
  kind: 'solve' | 'fail' | 'award' | 'unlock';
}

export interface FakeCtfd {
  /** http://127.0.0.1:<port>; CTFd's login button is `${url}/oauth`, its redirect URI `${url}/redirect`. */
  url: string;
  /** Everyone CTFd logged in, as the user-info endpoint described them. */
  logins: { id: number; name: string; email: string }[];
  /** CTFd's Users and Teams tables. */
  users: FakeCtfdUser[];
  teams: FakeCtfdTeam[];
  /** CTFd's Submissions (solves and fails), Awards and Unlocks, by user. */
  submissions: FakeCtfdSubmission[];
  /** Every REST API call: method, path and JSON body. */
  apiCalls: { method: string; path: string; body: unknown }[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><head><meta charset="utf-8"><title>CTFd</title></head><body>${body}</body></html>`);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The accounts the tokens belong to (not in `users`, so no scoreboard or id of a test changes). */
const TOKEN_ACCOUNTS = {
  admin: { id: 900_001, name: 'ctfd_admin', type: 'admin' },
  player: { id: 900_002, name: 'ctfd_player', type: 'user' },
} as const;

function cookieOf(req: IncomingMessage): string | undefined {
  return /(?:^|;\s*)session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface Session {
  nonce: string;
  userId: number | null;
  errors: string[];
}

/**
 * CTFd 3.8.7 as our platform meets it, from CTFd/auth.py and CTFd/api/v1:
 * - /oauth (oauth_login) sends the browser to the authorize endpoint with response_type, client_id,
 *   scope (`profile`, or `profile team` in teams mode) and the session nonce as state: no
 *   redirect_uri, no PKCE.
 * - /redirect (oauth_redirect) checks the state; without a `code` it ignores any `error` and shows
 *   "Received redirect without OAuth code." on its login page. With one it posts the code and the
 *   secret as a form to the token endpoint, reads the user with the bearer token, and looks the
 *   account up BY E-MAIL; none found, it creates one with that oauth_id, which is unique (a second
 *   account with the same oauth_id is an IntegrityError: a 500). In teams mode a user without a
 *   team joins the team whose oauth_id is the user-info's team id (created if missing).
 * - /api/v1 with `Authorization: Token <token>` and `Content-Type: application/json`: an unknown
 *   token is a 401 (CTFd's `tokens` hook), no token or a player's token on an admin endpoint a 403:
 *   users (me; list with field/q and view=admin, get, patch), teams (list, create, members add/remove)
 *   and the scoreboard.
 */
export async function startFakeCtfd(options: FakeCtfdOptions): Promise<FakeCtfd> {
  const sessions = new Map<string, Session>();
  const state: FakeCtfd = { url: '', logins: [], users: [], teams: [], submissions: [], apiCalls: [] };
  const authorizeEndpoint = `${options.platformUrl}/api/auth/external/ctfd`;
  const mode = options.mode ?? 'users';

  function session(req: IncomingMessage, res: ServerResponse): Session {
    const id = cookieOf(req);
    const found = id ? sessions.get(id) : undefined;
    if (found) return found;
    const fresh = randomBytes(16).toString('hex');
    const created: Session = { nonce: randomBytes(16).toString('hex'), userId: null, errors: [] };
    sessions.set(fresh, created);
    res.setHeader('set-cookie', `session=${fresh}; Path=/; HttpOnly; SameSite=Lax`);
    return created;
  }

  function toLogin(res: ServerResponse, current: Session, message: string) {
    current.errors.push(message);
    res.writeHead(302, { location: '/login' });
    res.end();
  }

  async function oauthRedirect(res: ServerResponse, url: URL, current: Session) {
    const code = url.searchParams.get('code');
    if (current.nonce !== url.searchParams.get('state'))
      return toLogin(res, current, 'OAuth State validation mismatch.');
    // CTFd 3.8.7 reads only `code` and `state`: `error` and `error_description` are never shown.
    if (!code) return toLogin(res, current, 'Received redirect without OAuth code.');
    const token = await fetch(`${authorizeEndpoint}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: options.clientId,
        client_secret: options.clientSecret,
        grant_type: 'authorization_code',
      }).toString(),
    });
    if (token.status !== 200) return toLogin(res, current, 'OAuth token retrieval failure.');
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const answer = await fetch(`${authorizeEndpoint}/user`, {
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-type': 'application/json' },
    });
    // requests' .json() on an error body: CTFd does not check the status, a KeyError is a 500.
    const info = (await answer.json()) as {
      id: number;
      name: string;
      email: string;
      team?: { id: number; name: string };
    };
    if (info.id === undefined || info.email === undefined)
      throw new Error(`KeyError: user info ${JSON.stringify(info)}`);
    let user = state.users.find((u) => u.email === info.email);
    if (!user) {
      if (state.users.some((u) => u.oauth_id === info.id)) {
        throw new Error('IntegrityError: Duplicate entry for key users.oauth_id');
      }
      user = {
        id: state.users.length + 1,
        name: info.name,
        email: info.email,
        oauth_id: info.id,
        verified: true,
        banned: false,
        team_id: null,
        score: 0,
      };
      state.users.push(user);
    }
    if (mode === 'teams' && user.team_id === null) {
      if (!info.team) throw new Error("KeyError: 'team'");
      let team = state.teams.find((t) => t.oauth_id === info.team!.id);
      if (!team) {
        // Team names are not unique in CTFd's table: sign-in makes a second team of the same name.
        team = { id: state.teams.length + 1, name: info.team.name, oauth_id: info.team.id, score: 0 };
        state.teams.push(team);
      }
      user.team_id = team.id;
    }
    if (user.oauth_id === null) {
      user.oauth_id = info.id;
      user.verified = true;
    }
    current.userId = user.id;
    state.logins.push({ id: info.id, name: info.name, email: info.email });
    res.writeHead(302, { location: '/challenges' });
    res.end();
  }

  function apiUser(user: FakeCtfdUser, admin: boolean) {
    const base = { id: user.id, name: user.name, oauth_id: user.oauth_id, team_id: user.team_id };
    return admin ? { ...base, email: user.email, verified: user.verified, banned: user.banned } : base;
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.headers['content-type']?.split(';')[0] !== 'application/json') {
      return json(res, 403, { message: 'Content-Type must be application/json' });
    }
    const presented = /^Token (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const account =
      presented === undefined
        ? null
        : presented === options.apiToken
          ? TOKEN_ACCOUNTS.admin
          : presented === options.playerToken
            ? TOKEN_ACCOUNTS.player
            : undefined;
    if (account === undefined) return json(res, 401, { message: 'Unauthorized' });
    const raw = await readBody(req);
    const body: unknown = raw ? JSON.parse(raw) : null;
    const path = url.pathname.replace(/^\/api\/v1/, '');
    state.apiCalls.push({ method: req.method ?? 'GET', path: `${path}${url.search}`, body });
    const data = (body ?? {}) as Record<string, unknown>;
    const method = req.method;
    if (method === 'GET' && path === '/users/me') {
      if (!account) return json(res, 403, { message: 'Forbidden' });
      return json(res, 200, { success: true, data: { id: account.id, name: account.name, oauth_id: null } });
    }
    const own = Object.values(TOKEN_ACCOUNTS).find((a) => path === `/users/${a.id}`);
    if (method === 'GET' && own) {
      // The "admin" view (with `type`) only for an admin's token.
      const view = account?.type === 'admin' ? { type: own.type } : {};
      return json(res, 200, { success: true, data: { id: own.id, name: own.name, oauth_id: null, ...view } });
    }
    if (account !== TOKEN_ACCOUNTS.admin) return json(res, 403, { message: 'Forbidden' });
    if (method === 'GET' && path === '/users') {
      const admin = url.searchParams.get('view') === 'admin';
      const field = url.searchParams.get('field');
      const q = url.searchParams.get('q');
      let rows = state.users.filter((u) => admin || !u.banned);
      if (field && q) {
        rows = rows.filter((u) =>
          String((u as unknown as Record<string, unknown>)[field] ?? '')
            .toLowerCase()
            .includes(q.toLowerCase()),
        );
      }
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 50), 100);
      const pageNo = Number(url.searchParams.get('page') ?? 1);
      const slice = rows.slice((pageNo - 1) * perPage, pageNo * perPage);
      const pages = Math.max(1, Math.ceil(rows.length / perPage));
      return json(res, 200, {
        meta: { pagination: { page: pageNo, next: pageNo < pages ? pageNo + 1 : null, pages, total: rows.length } },
        success: true,
        data: slice.map((u) => apiUser(u, false)),
      });
    }
    const userMatch = /^\/users\/(\d+)$/.exec(path);
    if (userMatch) {
      const user = state.users.find((u) => u.id === Number(userMatch[1]));
      if (!user) return json(res, 404, { message: 'Not found' });
      if (method === 'GET') return json(res, 200, { success: true, data: apiUser(user, true) });
      if (method === 'PATCH') {
        if (typeof data.email === 'string') {
          if (data.email.length > 128) return json(res, 400, { success: false, errors: { email: ['Too long'] } });
          if (state.users.some((u) => u !== user && u.email === data.email)) {
            return json(res, 400, { success: false, errors: { email: ['User email has already been used'] } });
          }
          user.email = data.email;
        }
        if (typeof data.name === 'string') user.name = data.name;
        if (typeof data.banned === 'boolean') user.banned = data.banned;
        if (typeof data.verified === 'boolean') user.verified = data.verified;
        return json(res, 200, { success: true, data: apiUser(user, true) });
      }
    }
    // Every team endpoint is `require_team_mode`: abort(404) in users mode (CTFd/utils/decorators/modes.py).
    if (mode === 'users' && path.startsWith('/teams')) return json(res, 404, { message: 'Not found' });
    const apiTeam = (t: FakeCtfdTeam) => ({ id: t.id, name: t.name, oauth_id: t.oauth_id });
    if (method === 'GET' && path === '/teams') {
      const field = url.searchParams.get('field');
      const q = url.searchParams.get('q');
      const rows = state.teams.filter(
        (t) => !(field === 'name' && q) || t.name.toLowerCase().includes(q!.toLowerCase()),
      );
      // paginate(per_page=50, max_per_page=100), as the users list.
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 50), 100);
      const pageNo = Number(url.searchParams.get('page') ?? 1);
      const pages = Math.max(1, Math.ceil(rows.length / perPage));
      return json(res, 200, {
        meta: { pagination: { page: pageNo, next: pageNo < pages ? pageNo + 1 : null, pages, total: rows.length } },
        success: true,
        data: rows.slice((pageNo - 1) * perPage, pageNo * perPage).map(apiTeam),
      });
    }
    // TeamSchema (CTFd/schemas/teams.py, marshmallow 2): `password` is required; `oauth_id` is
    // dump_only, so a loaded one is dropped and the team has none; an admin cannot reuse a name
    // another team has (validate_name), though sign-in can make one (the column is not unique).
    if (method === 'POST' && path === '/teams') {
      const name = typeof data.name === 'string' ? data.name : '';
      const errors: Record<string, string[]> = {};
      if (!name || name.length > 128) errors.name = ['Team names must not be empty'];
      else if (state.teams.some((t) => t.name === name.trim())) errors.name = ['Team name has already been taken'];
      if (typeof data.password !== 'string') errors.password = ['Missing data for required field.'];
      if (Object.keys(errors).length > 0) return json(res, 400, { success: false, errors });
      const team = { id: state.teams.length + 1, name, oauth_id: null, score: 0, password: String(data.password) };
      state.teams.push(team);
      return json(res, 200, { success: true, data: apiTeam(team) });
    }
    const teamMatch = /^\/teams\/(\d+)$/.exec(path);
    if (teamMatch) {
      const team = state.teams.find((t) => t.id === Number(teamMatch[1]));
      if (!team) return json(res, 404, { message: 'Not found' });
      if (method === 'GET') return json(res, 200, { success: true, data: apiTeam(team) });
      if (method === 'PATCH') {
        if (typeof data.name === 'string') {
          if (state.teams.some((t) => t !== team && t.name === data.name)) {
            return json(res, 400, { success: false, errors: { name: ['Team name has already been taken'] } });
          }
          team.name = data.name;
        }
        return json(res, 200, { success: true, data: apiTeam(team) });
      }
    }
    const membersMatch = /^\/teams\/(\d+)\/members$/.exec(path);
    if (membersMatch) {
      const team = state.teams.find((t) => t.id === Number(membersMatch[1]));
      const user = state.users.find((u) => u.id === data.user_id);
      if (!team) return json(res, 404, { message: 'Not found' });
      if (!user) return json(res, 400, { success: false, errors: { id: ['User not found'] } });
      if (method === 'POST') {
        if (user.team_id !== null)
          return json(res, 400, { success: false, errors: { id: ['User has already joined a team'] } });
        user.team_id = team.id;
        return json(res, 200, {
          success: true,
          data: state.users.filter((u) => u.team_id === team.id).map((u) => u.id),
        });
      }
      if (method === 'DELETE') {
        if (user.team_id !== team.id)
          return json(res, 400, { success: false, errors: { id: ['User is not part of this team'] } });
        user.team_id = null;
        // TeamMembers.delete (CTFd/api/v1/teams.py, 3.x): "Remove information that links the user to
        // the team": Submissions (solves and fails), Awards and Unlocks of the user are deleted, so
        // their points leave the team's score and do not follow them.
        state.submissions = state.submissions.filter((s) => s.user_id !== user.id);
        team.score = Math.max(0, team.score - user.score);
        user.score = 0;
        return json(res, 200, {
          success: true,
          data: state.users.filter((u) => u.team_id === team.id).map((u) => u.id),
        });
      }
    }
    if (method === 'GET' && path === '/scoreboard') {
      const accounts =
        mode === 'teams'
          ? state.teams.map((t) => ({
              account_id: t.id,
              account_type: 'team',
              oauth_id: t.oauth_id,
              name: t.name,
              score: t.score,
              members: state.users
                .filter((u) => u.team_id === t.id && !u.banned)
                .map((u) => ({ id: u.id, oauth_id: u.oauth_id, name: u.name, score: u.score })),
            }))
          : state.users
              .filter((u) => !u.banned)
              .map((u) => ({
                account_id: u.id,
                account_type: 'user',
                oauth_id: u.oauth_id,
                name: u.name,
                score: u.score,
              }));
      const standings = accounts
        .sort((a, b) => b.score - a.score || a.account_id - b.account_id)
        .map((a, i) => ({
          pos: i + 1,
          account_url: `/${a.account_type}s/${a.account_id}`,
          bracket_id: null,
          bracket_name: null,
          members: [],
          ...a,
        }));
      return json(res, 200, { success: true, data: standings });
    }
    return json(res, 404, { message: 'Not found' });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://ctfd.local');
      if (url.pathname.startsWith('/api/v1/')) return api(req, res, url);
      const current = session(req, res);
      if (url.pathname === '/oauth') {
        const scope = mode === 'teams' ? 'profile team' : 'profile';
        const query = `response_type=code&client_id=${options.clientId}&scope=${scope}&state=${current.nonce}`;
        res.writeHead(302, { location: `${authorizeEndpoint}?${query}` });
        res.end();
        return;
      }
      if (url.pathname === '/redirect') return oauthRedirect(res, url, current);
      if (url.pathname === '/login') {
        const errors = current.errors.splice(0);
        const list = errors.map((e) => `<div class="alert" role="alert">${escapeHtml(e)}</div>`).join('');
        return page(res, 200, `<h1>Login</h1>${list}<a href="/oauth">Login with MajorLeagueCyber</a>`);
      }
      if (url.pathname === '/challenges') {
        const user = state.users.find((u) => u.id === current.userId);
        if (!user) return page(res, 403, '<p>Forbidden</p>');
        if (user.banned) return page(res, 403, '<h1>Forbidden</h1><p>You have been banned from this CTF</p>');
        return page(res, 200, `<h1>Logged in as ${escapeHtml(user.name)} (${escapeHtml(user.email)})</h1>`);
      }
      page(res, 404, '<p>Not found</p>');
    })().catch(() => {
      // Flask in production: the exception is logged, the browser sees a bare 500.
      if (!res.headersSent) page(res, 500, '<h1>Internal Server Error</h1>');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  return state;
}
