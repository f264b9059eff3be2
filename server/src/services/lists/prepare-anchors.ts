import {
  COMPETITOR_SORTS,
  COMPETITOR_TABS,
  USER_SORTS,
  ZCompetitorListSchema,
  ZUserListSchema,
} from '@ctf/shared/schemas/admin';
import type { Database } from '../../db/database';
import { listCompetitors } from '../admin/competitors';
import { anchorRebuildsSettled } from './anchors';
import { PAGING } from './paging';
import { listUsers } from '../admin/users';

const PER_PAGE = 10;

/**
 * Page anchors made ready before anyone needs them (docs/decisions.md, "Page anchors"): for every
 * users list (role × verification) and competitors tab with a kept count too big to page from its
 * ends alone, one view of a middle page in each sort. A view finding no anchors, or anchors the list
 * has moved too far from, starts their build; each build is awaited before the next view, so that
 * this runs as one background reader at a time. Anchors that are current cost the view a lookup.
 * Runs at start and hourly (a queue job). Answers the number of lists and sorts viewed.
 */
export async function prepareListAnchors(db: Database): Promise<number> {
  const big = await db
    .selectFrom('list_counts')
    .select(['key', 'n'])
    .where((eb) => eb.or([eb('key', 'like', 'users|%'), eb('key', 'like', 'competitors|%')]))
    // A middle page of PER_PAGE rows is deeper than PAGING.directRows from both ends only above this.
    .where('n', '>', 2 * (PAGING.directRows + PER_PAGE))
    .orderBy('key')
    .execute();
  let viewed = 0;
  for (const { key, n } of big) {
    const page = Math.ceil(Number(n) / 2 / PER_PAGE);
    const [list, first, second] = key.split('|');
    const views: (() => Promise<unknown>)[] = [];
    if (list === 'users') {
      const filters = {
        role: first === '*' ? undefined : first,
        verified: second === 'v' ? 'yes' : second === 'u' ? 'no' : undefined,
      };
      const parsed = ZUserListSchema.safeParse({ ...filters, page, per_page: PER_PAGE });
      // A kept count of a role this version no longer knows: nothing to prepare.
      if (parsed.success) for (const sort of USER_SORTS) views.push(() => listUsers(db, { ...parsed.data, sort }));
    } else if ((COMPETITOR_TABS as readonly string[]).includes(first ?? '')) {
      const input = ZCompetitorListSchema.parse({ tab: first, page, per_page: PER_PAGE });
      for (const sort of COMPETITOR_SORTS) views.push(() => listCompetitors(db, { ...input, sort }));
    }
    for (const view of views) {
      await view();
      await anchorRebuildsSettled();
      viewed += 1;
    }
  }
  return viewed;
}
