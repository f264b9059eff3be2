import { describe, expect, it } from 'vitest';
import { ZCompetitionCreateSchema } from '@ctf/shared/schemas/competition';
import { NEW_COMPETITION, formValuesOf, toCompetitionInput } from './competition-form';

const parse = (values: typeof NEW_COMPETITION) => ZCompetitionCreateSchema.safeParse(toCompetitionInput(values));

describe('the competition form (spec section 5)', () => {
  it('starts a new competition as a private warm-up and sends empty dates as null', () => {
    // An untouched form comes out as the schema makes a bare name and slug: its defaults, which
    // shared/src/schemas/competition-rules.test.ts pins.
    const named = { name: 'Kvalifikacije 2026', slug: 'quals-2026' };
    const result = parse({ ...NEW_COMPETITION, ...named });
    expect(result.success && result.data).toEqual(ZCompetitionCreateSchema.parse(named));
  });

  it('sends dates as ISO timestamps and trims the required role, blank as null', () => {
    const values = {
      ...NEW_COMPETITION,
      name: 'Finale',
      slug: 'finale',
      required_role: '  women4cyber ',
      starts_at: '2026-05-10T09:00',
      ends_at: '2026-05-10T17:30',
    };
    const result = parse(values);
    expect(result.success && result.data).toMatchObject({
      required_role: 'women4cyber',
      starts_at: '2026-05-10T07:00:00.000Z',
      ends_at: '2026-05-10T15:30:00.000Z',
    });
    expect(parse({ ...values, required_role: '   ' }).data?.required_role).toBeNull();
  });

  it('refuses a short name, a slug with other characters and an end before its start', () => {
    const result = parse({
      ...NEW_COMPETITION,
      name: 'A',
      slug: 'Kvalifikacije 2026',
      registration_starts_at: '2026-05-10T09:00',
      registration_ends_at: '2026-05-09T09:00',
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      name: 'competitionNameMinLength',
      slug: 'slugInvalid',
      registration_ends_at: 'endBeforeStart',
    });
  });

  it('fills the edit form from a competition, dates in Belgrade time', () => {
    const values = formValuesOf({
      id: 1,
      name: 'Finale',
      slug: 'finale',
      visibility: 'public',
      stage: 'finals',
      required_role: null,
      starts_at: '2026-05-10T07:00:00.000Z',
      ends_at: null,
      registration_starts_at: null,
      registration_ends_at: null,
      ctfd_url: null,
      results_published: false,
      created_at: '2026-01-01T00:00:00.000Z',
      version: 1,
      archived: false,
    });
    expect(values).toMatchObject({ required_role: '', starts_at: '2026-05-10T09:00', ends_at: '', ctfd_url: '' });
  });
});
