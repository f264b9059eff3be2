import { describe, expect, it } from 'vitest';
import { INT4_MAX } from './primitives';
import {
  INVITATION_STATUSES,
  REGISTRATION_STATUSES,
  RESULTS_CSV_MAX_LENGTH,
  STAGES,
  VISIBILITIES,
  ZAttendanceSchema,
  ZCompetitionCreateSchema,
  ZCompetitionUpdateSchema,
  ZFinalistInviteSchema,
  ZFinalistRemoveSchema,
  ZRegistrationDecisionSchema,
  ZResultsUploadSchema,
  ZSlugInputSchema,
  ZSlugSchema,
  datesOutOfOrder,
  isRegistrationOpen,
  parseEmailLines,
} from './competition';
import { issues } from '../../test/schema-issues';

// Spec section 5 (competition form, finalist invitation) and section 3 (a competition's fields).

const base = { name: 'Kvalifikacije', slug: 'kvalifikacije' };
const EXPIRY = '2026-03-10T18:00:00.000Z';
/** The eligibility of a competition whose form leaves it alone: no age bounds, any category. */
const openToAnyone = { age_min: null, age_max: null, age_reference_date: null, allowed_categories: [] };

describe('the slug', () => {
  it('is trimmed, and 1 to 64 lowercase letters, digits and hyphens', () => {
    expect(ZSlugSchema.parse(' sccquals-2026 ')).toBe('sccquals-2026');
    expect(ZSlugSchema.parse('a')).toBe('a');
    expect(ZSlugSchema.parse('a'.repeat(64))).toBe('a'.repeat(64));
    expect(ZSlugInputSchema.parse({ slug: 'quals' })).toEqual({ slug: 'quals' });
  });

  it('says "required" first for an empty slug (zod checks the pattern too)', () => {
    expect(issues(ZSlugSchema, '')).toEqual([': slugRequired', ': slugInvalid']);
    expect(issues(ZSlugSchema, '   ')).toEqual([': slugRequired', ': slugInvalid']);
  });

  it.each([
    ['a'.repeat(65), 'slugMaxLength'],
    ['Quals', 'slugInvalid'],
    ['quals_2026', 'slugInvalid'],
    ['Xquals', 'slugInvalid'],
    ['qualsX', 'slugInvalid'],
  ])('refuses %j with %s', (slug, message) => {
    expect(issues(ZSlugSchema, slug)).toEqual([`: ${message}`]);
  });
});

describe('a new competition', () => {
  it('is a private warm-up without dates, role or CTFd unless the form says otherwise', () => {
    expect(ZCompetitionCreateSchema.parse(base)).toEqual({
      ...base,
      visibility: 'private',
      stage: 'warmup',
      required_role: null,
      starts_at: null,
      ends_at: null,
      registration_starts_at: null,
      registration_ends_at: null,
      ctfd_url: null,
      ...openToAnyone,
    });
  });

  it('keeps every field the form sends', () => {
    const sent = {
      name: '  Finale 2026 ',
      slug: 'finale',
      visibility: 'public',
      stage: 'finals',
      required_role: ' women4cyber ',
      starts_at: '2026-03-10T10:00:00+01:00',
      ends_at: '2026-03-10T18:00:00Z',
      registration_starts_at: '2026-03-01T00:00:00Z',
      registration_ends_at: '2026-03-09T00:00:00Z',
      ctfd_url: 'https://ctf.example.rs',
    };
    expect(ZCompetitionCreateSchema.parse(sent)).toEqual({
      ...sent,
      name: 'Finale 2026',
      required_role: 'women4cyber',
      ...openToAnyone,
    });
  });

  it('keeps the eligibility the form sends', () => {
    const eligibility = {
      season_id: 3,
      age_min: 14,
      age_max: 20,
      age_reference_date: '2025-12-01',
      allowed_categories: ['junior', 'women4cyber'],
      requires_accepted_competitor: false,
    };
    expect(ZCompetitionCreateSchema.parse({ ...base, ...eligibility })).toMatchObject(eligibility);
  });

  it.each([
    [{ age_min: -1 }, 'age_min: ageInvalid'],
    [{ age_max: 2.5 }, 'age_max: ageInvalid'],
    [{ age_min: 21, age_max: 20 }, 'age_max: ageMaxBelowMin'],
    [{ age_reference_date: '2026-02-30' }, 'age_reference_date: dateInvalid'],
    [{ allowed_categories: ['Junior'] }, 'allowed_categories.0: slugInvalid'],
  ])('refuses eligibility %o', (fields, error) => {
    const result = ZCompetitionCreateSchema.safeParse({ ...base, ...fields });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toContain(error);
  });

  it.each(VISIBILITIES)('takes the visibility %s', (visibility) => {
    expect(ZCompetitionCreateSchema.parse({ ...base, visibility }).visibility).toBe(visibility);
  });

  it.each(STAGES)('takes the stage %s', (stage) => {
    expect(ZCompetitionCreateSchema.parse({ ...base, stage }).stage).toBe(stage);
  });

  it.each([
    [{ name: ' A ' }, 'name: competitionNameMinLength'],
    [{ name: 'x'.repeat(201) }, 'name: competitionNameMaxLength'],
    [{ name: 'Kvali\nfikacije' }, 'name: invalid'],
    [{ visibility: 'secret' }, 'visibility: visibilityRequired'],
    [{ stage: 'semifinals' }, 'stage: stageRequired'],
    [{ required_role: 'r'.repeat(51) }, 'required_role: requiredRoleMaxLength'],
    [{ starts_at: 'tomorrow' }, 'starts_at: dateInvalid'],
    [{ registration_ends_at: '2026-03-10' }, 'registration_ends_at: dateInvalid'],
    [{ ctfd_url: 'ftp://ctf.example.rs' }, 'ctfd_url: urlInvalid'],
    [{ ctfd_url: 'xhttps://ctf.example.rs' }, 'ctfd_url: urlInvalid'],
    [{ ctfd_url: 'httpsx://ctf.example.rs' }, 'ctfd_url: urlInvalid'],
  ])('refuses %j', (change, issue) => {
    expect(issues(ZCompetitionCreateSchema, { ...base, ...change })).toEqual([issue]);
  });

  it('takes a name of 2 to 200 characters and a role of up to 50', () => {
    expect(ZCompetitionCreateSchema.parse({ ...base, name: 'Ab' }).name).toBe('Ab');
    expect(ZCompetitionCreateSchema.parse({ ...base, name: 'x'.repeat(200) }).name).toHaveLength(200);
    expect(ZCompetitionCreateSchema.parse({ ...base, required_role: 'r'.repeat(50) }).required_role).toHaveLength(50);
  });

  it('sends a blank role, an empty address and empty dates as null', () => {
    expect(
      ZCompetitionCreateSchema.parse({ ...base, required_role: null, ctfd_url: '', starts_at: null }),
    ).toMatchObject({ required_role: null, ctfd_url: null, starts_at: null });
    expect(ZCompetitionCreateSchema.parse({ ...base, ctfd_url: 'http://ctf.local' }).ctfd_url).toBe('http://ctf.local');
  });

  it('says which end comes before its start', () => {
    expect(
      issues(ZCompetitionCreateSchema, {
        ...base,
        starts_at: '2026-03-10T10:00:00Z',
        ends_at: '2026-03-10T09:59:59Z',
        registration_starts_at: '2026-03-02T00:00:00Z',
        registration_ends_at: '2026-03-01T00:00:00Z',
      }),
    ).toEqual(['ends_at: endBeforeStart', 'registration_ends_at: endBeforeStart']);
  });
});

describe('the order of the dates', () => {
  it('lets an end equal its start, and either be left out', () => {
    const at = '2026-03-10T10:00:00Z';
    expect(
      datesOutOfOrder({ starts_at: at, ends_at: at, registration_starts_at: at, registration_ends_at: at }),
    ).toEqual({});
    expect(datesOutOfOrder({ starts_at: at, ends_at: null, registration_ends_at: at })).toEqual({});
    expect(datesOutOfOrder({})).toEqual({});
  });

  it('names each field whose end is earlier, for strings and dates alike', () => {
    expect(
      datesOutOfOrder({
        starts_at: new Date('2026-03-10T10:00:00Z'),
        ends_at: new Date('2026-03-10T09:00:00Z'),
      }),
    ).toEqual({ ends_at: ['endBeforeStart'] });
    expect(
      datesOutOfOrder({ registration_starts_at: '2026-03-02T00:00:00Z', registration_ends_at: '2026-03-01T00:00:00Z' }),
    ).toEqual({ registration_ends_at: ['endBeforeStart'] });
  });
});

describe('editing a competition', () => {
  it('changes exactly the fields sent (no defaults), naming the competition by its slug', () => {
    expect(ZCompetitionUpdateSchema.parse({ slug: 'quals' })).toEqual({ slug: 'quals' });
    expect(ZCompetitionUpdateSchema.parse({ slug: 'quals', stage: 'finals', version: 3 })).toEqual({
      slug: 'quals',
      stage: 'finals',
      version: 3,
    });
    expect(issues(ZCompetitionUpdateSchema, { stage: 'finals' })[0]).toMatch(/^slug: /);
    // An emptied address field removes the address (null), which is not leaving it as it was.
    expect(ZCompetitionUpdateSchema.parse({ slug: 'quals', ctfd_url: '' })).toEqual({ slug: 'quals', ctfd_url: null });
    expect(issues(ZCompetitionUpdateSchema, { slug: 'quals', version: 0 })[0]).toMatch(/^version: /);
  });

  it('checks the order of the dates it is sent', () => {
    expect(
      issues(ZCompetitionUpdateSchema, {
        slug: 'quals',
        starts_at: '2026-03-10T10:00:00Z',
        ends_at: '2026-03-09T10:00:00Z',
      }),
    ).toEqual(['ends_at: endBeforeStart']);
  });
});

describe('the registration window (Register button)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads stored dates as strings or Date objects', () => {
    const start = new Date(now.getTime() - 1000);
    const end = new Date(now.getTime() + 1000);
    expect(isRegistrationOpen({ registration_starts_at: start, registration_ends_at: end }, now)).toBe(true);
    expect(isRegistrationOpen({ registration_starts_at: end, registration_ends_at: null }, now)).toBe(false);
    expect(isRegistrationOpen({ registration_starts_at: null, registration_ends_at: start }, now)).toBe(false);
  });

  it('uses the present when no clock is given', () => {
    const hour = 3_600_000;
    const past = new Date(Date.now() - hour).toISOString();
    const future = new Date(Date.now() + hour).toISOString();
    expect(isRegistrationOpen({ registration_starts_at: past, registration_ends_at: future })).toBe(true);
    expect(isRegistrationOpen({ registration_starts_at: future, registration_ends_at: null })).toBe(false);
  });
});

describe('deciding a registration and removing a finalist', () => {
  it('names the competition and a row id', () => {
    expect(ZRegistrationDecisionSchema.parse({ slug: 'quals', id: INT4_MAX })).toEqual({ slug: 'quals', id: INT4_MAX });
    expect(ZFinalistRemoveSchema.parse({ slug: 'quals', user_id: 1 })).toEqual({ slug: 'quals', user_id: 1 });
    for (const id of [0, -1, 1.5, INT4_MAX + 1])
      expect(issues(ZRegistrationDecisionSchema, { slug: 'quals', id })[0]).toMatch(/^id: /);
    expect(issues(ZFinalistRemoveSchema, { slug: 'quals', user_id: 0 })[0]).toMatch(/^user_id: /);
  });
});

describe('the finalist invitation', () => {
  const invite = { slug: 'finale', emails: ['ana@example.rs'], invitation_expires_at: EXPIRY };

  it('takes the addresses and the expiry, and leaves out the not-eligible unless asked', () => {
    expect(ZFinalistInviteSchema.parse(invite)).toEqual({ ...invite, include_not_eligible: false });
    expect(ZFinalistInviteSchema.parse({ ...invite, include_not_eligible: true }).include_not_eligible).toBe(true);
    expect(ZFinalistInviteSchema.parse({ ...invite, invitation_expires_at: '2026-03-10T19:00:00+01:00' })).toBeTruthy();
  });

  it('asks for at least one and at most 1000 valid addresses and an expiry', () => {
    expect(issues(ZFinalistInviteSchema, { ...invite, emails: [] })).toEqual(['emails: emailsRequired']);
    const many = Array.from({ length: 1001 }, (_, i) => `f${i}@example.rs`);
    expect(issues(ZFinalistInviteSchema, { ...invite, emails: many })).toEqual(['emails: emailsTooMany']);
    expect(ZFinalistInviteSchema.parse({ ...invite, emails: many.slice(0, 1000) }).emails).toHaveLength(1000);
    expect(issues(ZFinalistInviteSchema, { ...invite, emails: ['ana'] })).toEqual(['emails.0: emailInvalid']);
    expect(issues(ZFinalistInviteSchema, { ...invite, invitation_expires_at: '2026-03-10' })).toEqual([
      'invitation_expires_at: expiryRequired',
    ]);
  });

  it('reads the dialog one address per line', () => {
    expect(parseEmailLines('a@example.org\r\nb@example.org\n')).toEqual(['a@example.org', 'b@example.org']);
    expect(parseEmailLines('')).toEqual([]);
  });
});

describe("a finalist's answer", () => {
  it('is a decline, or an acceptance with the four logistics answers', () => {
    expect(ZAttendanceSchema.parse({ status: 'declined' })).toEqual({ status: 'declined' });
    const accepted = {
      status: 'accepted',
      hotel_day1: true,
      hotel_day2: false,
      travel_compensation: true,
      excuse_note: false,
    };
    expect(ZAttendanceSchema.parse(accepted)).toEqual(accepted);
    const { excuse_note: _note, ...incomplete } = accepted;
    expect(ZAttendanceSchema.safeParse(incomplete).success).toBe(false);
    expect(ZAttendanceSchema.safeParse({ status: 'declined', hotel_day1: true }).success).toBe(false);
    expect(ZAttendanceSchema.safeParse({ status: 'maybe' }).success).toBe(false);
  });
});

describe('the results upload', () => {
  it('takes a CSV of up to 2,000,000 characters and the digest it replaces', () => {
    const upload = { slug: 'quals', csv: 'place,username,score\n1,ana,100', replaces: 'd'.repeat(100) };
    expect(ZResultsUploadSchema.parse(upload)).toEqual(upload);
    expect(issues(ZResultsUploadSchema, { slug: 'quals', csv: '' })).toEqual(['csv: csvRequired']);
    expect(issues(ZResultsUploadSchema, { slug: 'quals', csv: 'x'.repeat(RESULTS_CSV_MAX_LENGTH + 1) })).toEqual([
      'csv: csvTooLarge',
    ]);
    expect(ZResultsUploadSchema.safeParse({ slug: 'quals', csv: 'x'.repeat(RESULTS_CSV_MAX_LENGTH) }).success).toBe(
      true,
    );
    expect(ZResultsUploadSchema.safeParse({ ...upload, replaces: 'd'.repeat(101) }).success).toBe(false);
  });
});

describe('the status lists', () => {
  it('are the spec section 4 states', () => {
    expect(REGISTRATION_STATUSES).toEqual(['pending', 'accepted', 'rejected']);
    expect(INVITATION_STATUSES).toEqual(['pending', 'accepted', 'declined']);
    expect(VISIBILITIES).toEqual(['public', 'unlisted', 'private']);
    expect(STAGES).toEqual(['warmup', 'quals', 'finals']);
  });
});
