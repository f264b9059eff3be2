import { describe, expect, it } from 'vitest';
import { ZCompetitionCreateSchema, isRegistrationOpen, parseEmailLines } from './competition';

const now = new Date('2026-03-10T12:00:00Z');
const at = (iso: string | null) => iso;

describe('the Register button shows only while registration is open', () => {
  it('both dates: between them, edges included', () => {
    const window = {
      registration_starts_at: at('2026-03-01T00:00:00Z'),
      registration_ends_at: at('2026-03-10T12:00:00Z'),
    };
    expect(isRegistrationOpen(window, now)).toBe(true);
    expect(isRegistrationOpen(window, new Date('2026-02-28T23:59:59Z'))).toBe(false);
    expect(isRegistrationOpen(window, new Date('2026-03-10T12:00:01Z'))).toBe(false);
  });

  it('only a start: at or after it', () => {
    const window = { registration_starts_at: at('2026-03-10T12:00:00Z'), registration_ends_at: null };
    expect(isRegistrationOpen(window, now)).toBe(true);
    expect(isRegistrationOpen(window, new Date('2026-03-10T11:59:59Z'))).toBe(false);
  });

  it('only an end: at or before it', () => {
    const window = { registration_starts_at: null, registration_ends_at: at('2026-03-10T12:00:00Z') };
    expect(isRegistrationOpen(window, now)).toBe(true);
    expect(isRegistrationOpen(window, new Date('2026-03-10T12:00:01Z'))).toBe(false);
  });

  it('neither: never', () => {
    expect(isRegistrationOpen({ registration_starts_at: null, registration_ends_at: null }, now)).toBe(false);
  });
});

describe('the competition form', () => {
  it('defaults to warmup and private, sends empty dates as null and trims the required role', () => {
    const parsed = ZCompetitionCreateSchema.parse({
      name: 'Kvalifikacije',
      slug: 'kvalifikacije-2026',
      required_role: '  women4cyber ',
    });
    expect(parsed).toMatchObject({
      stage: 'warmup',
      visibility: 'private',
      required_role: 'women4cyber',
      starts_at: null,
      ctfd_url: null,
    });
    expect(ZCompetitionCreateSchema.parse({ name: 'Ab', slug: 'ab', required_role: '   ' }).required_role).toBeNull();
  });

  it.each([
    [{ name: 'A' }, 'name', 'competitionNameMinLength'],
    [{ slug: 'Kvalifikacije 2026' }, 'slug', 'slugInvalid'],
    [{ slug: 'šđ' }, 'slug', 'slugInvalid'],
    [{ starts_at: '2026-03-10' }, 'starts_at', 'dateInvalid'],
    [{ starts_at: '2026-03-10T10:00:00Z', ends_at: '2026-03-09T10:00:00Z' }, 'ends_at', 'endBeforeStart'],
    [{ ctfd_url: 'javascript:alert(1)' }, 'ctfd_url', 'urlInvalid'],
  ])('refuses %j', (change, field, message) => {
    const result = ZCompetitionCreateSchema.safeParse({ name: 'Kvalifikacije', slug: 'kvalifikacije', ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => i.path[0] === field && i.message === message)).toBe(true);
  });
});

describe('invited emails', () => {
  it('are one per line with blank lines dropped', () => {
    expect(parseEmailLines('a@example.org\n\n  b@example.org  \r\n\n')).toEqual(['a@example.org', 'b@example.org']);
  });
});
