import { z } from 'zod';
import { type CtfdApi, CtfdApiError } from '../ctfd/api';
import { findCtfdUser } from '../ctfd/sync';

// What the playground CTFd (3.8.7) is asked, with an admin's token:
// - GET /users?view=admin (paginated, 100 a page): every account with its oauth_id (our user id);
// - GET /submissions?type=correct (paginated, 100 a page): every solve, its challenge's category
//   nested (SubmissionSchema), so no challenge list is needed;
// - for one player: their account (findCtfdUser), then GET /users/{id}/solves (all at once).

/** CTFd's page size cap (`paginate(max_per_page=100)`). */
const PER_PAGE = 100;
/** 100,000 accounts: a playground larger than this is refused rather than read for minutes. */
export const MAX_USER_PAGES = 1_000;
/** 500,000 solves. */
export const MAX_SOLVE_PAGES = 5_000;
/** Challenges.category is a String(80) in CTFd; room for characters outside the BMP. */
const CATEGORY_MAX = 160;

const ZId = z.number().int();
const ZCategory = z.string().max(CATEGORY_MAX).nullable();
const ZPagination = z.object({
  meta: z.object({ pagination: z.object({ next: ZId.nullable(), pages: ZId.min(0) }) }),
});

const ZUserPage = ZPagination.extend({
  data: z.array(z.object({ id: ZId, oauth_id: ZId.nullable() })).max(PER_PAGE),
});

/** A solve as the submissions list gives it (no view: every column, the user's id among them). */
const ZSolvePage = ZPagination.extend({
  data: z
    .array(z.object({ id: ZId, user_id: ZId.nullable(), challenge: z.object({ category: ZCategory }) }))
    .max(PER_PAGE),
});

/** One user's solves (the "admin" view, which has no user_id: they are all that user's). */
const ZUserSolves = z.object({ data: z.array(z.object({ challenge: z.object({ category: ZCategory }) })) });

/** Solves per category of one player. */
export type CategoryCounts = Map<string, number>;

/** Every page of a paginated list, refusing one that claims or runs past `maxPages`. */
async function eachPage<T extends z.output<typeof ZPagination>>(
  api: CtfdApi,
  path: string,
  schema: z.ZodType<T>,
  maxPages: number,
  visit: (page: T) => void,
) {
  const tooMany = () => new CtfdApiError('tooLarge', `GET /api/v1${path.split('?')[0]}`, `more than ${maxPages} pages`);
  for (let page = 1; ; page++) {
    const answer = await api('GET', `${path}&per_page=${PER_PAGE}&page=${page}`, schema);
    if (answer.meta.pagination.pages > maxPages) throw tooMany();
    visit(answer);
    if (answer.meta.pagination.next === null) return;
    if (page >= maxPages) throw tooMany();
  }
}

function count(counts: CategoryCounts, category: string | null) {
  const name = category?.trim() ?? '';
  counts.set(name, (counts.get(name) ?? 0) + 1);
}

/**
 * Every player's solves per category, by oauth_id (our user id; CTFd's own accounts, without one,
 * are left out). A player with an account and no solve has an empty map. Solves are counted once
 * by their id, as a page boundary may shift while new solves arrive.
 */
export async function readAllSolves(api: CtfdApi): Promise<Map<number, CategoryCounts>> {
  const oauthIdOf = new Map<number, number>();
  const players = new Map<number, CategoryCounts>();
  await eachPage(api, '/users?view=admin', ZUserPage, MAX_USER_PAGES, (page) => {
    for (const user of page.data) {
      if (user.oauth_id === null) continue;
      oauthIdOf.set(user.id, user.oauth_id);
      players.set(user.oauth_id, new Map());
    }
  });
  const seen = new Set<number>();
  await eachPage(api, '/submissions?type=correct', ZSolvePage, MAX_SOLVE_PAGES, (page) => {
    for (const solve of page.data) {
      if (seen.has(solve.id)) continue;
      seen.add(solve.id);
      const oauthId = solve.user_id === null ? undefined : oauthIdOf.get(solve.user_id);
      if (oauthId !== undefined) count(players.get(oauthId)!, solve.challenge.category);
    }
  });
  return players;
}

/** One player's solves per category, or null when the playground has no account of theirs. */
export async function readPlayerSolves(api: CtfdApi, userId: number, username: string): Promise<CategoryCounts | null> {
  const account = await findCtfdUser(api, userId, username);
  if (!account) return null;
  const solves = await api('GET', `/users/${account.id}/solves`, ZUserSolves);
  const counts: CategoryCounts = new Map();
  for (const solve of solves.data) count(counts, solve.challenge.category);
  return counts;
}
