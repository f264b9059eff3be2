import { toCsv } from '@ctf/shared/csv';
import type { Database } from '../../db/database';
import { getRoster } from './roster';
import { categoriesOfSeasons } from './seasons';

const CSV_TEXTS = {
  en: {
    header: ['Role', 'Username', 'Full name', 'Date of birth', 'Age on the reference date', 'Categories', 'Finals'],
    player: 'Player',
    reserve: 'Reserve',
    place: (place: number) => `place ${place}`,
  },
  sr: {
    header: ['Улога', 'Корисничко име', 'Име и презиме', 'Датум рођења', 'Узраст на дан', 'Категорије', 'Финала'],
    player: 'Играч',
    reserve: 'Резерва',
    place: (place: number) => `${place}. место`,
  },
} as const;

/** The roster as CSV (players, then reserves), column names in the caller's language. */
export async function rosterCsv(db: Database, id: number, lang: 'sr' | 'en', separator: ',' | ';' = ',') {
  const roster = await getRoster(db, id);
  const t = CSV_TEXTS[lang];
  const seasonCategories = (await categoriesOfSeasons(db, [roster.season_id])).get(roster.season_id) ?? [];
  const nameOf = new Map(seasonCategories.map((category) => [category.code, category.name]));
  const rows = roster.members.map((member) => [
    member.reserve ? t.reserve : t.player,
    member.username,
    member.full_name,
    member.date_of_birth,
    member.age,
    member.categories.map((code) => nameOf.get(code) ?? code).join(', '),
    member.finals.map((result) => `${result.competition}: ${t.place(result.place)}`).join('; '),
  ]);
  return { roster, csv: toCsv([...t.header], rows, separator) };
}
