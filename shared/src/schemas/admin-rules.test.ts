import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants';
import { INSTITUTION_TYPES, REGIONS } from './competitor';
import {
  AUDIT_TARGET_TYPES,
  BULK_DECISION_MAX,
  COMPETITOR_SORTS,
  COMPETITOR_TABS,
  DEFAULT_PAGE_SIZE,
  INSTITUTION_SORTS,
  LIST_PAGE_SIZES,
  USER_PAGE_SIZES,
  USER_SORTS,
  ZAuditListSchema,
  ZCompetitorBulkDecisionSchema,
  ZCompetitorInstitutionUpdateSchema,
  ZCompetitorListSchema,
  ZCompetitorRejectSchema,
  ZCompetitorRevokeSchema,
  ZCompetitorTeamSchema,
  ZDiscordReleaseSchema,
  ZIdSchema,
  ZInstitutionFormSchema,
  ZInstitutionListSchema,
  ZInstitutionMergeSchema,
  ZInstitutionUpdateSchema,
  ZLinkTypedSchoolSchema,
  ZUserListSchema,
  ZUserUpdateSchema,
} from './admin';
import { issues, fails } from '../../test/schema-issues';
import { institutionForm } from '../test-support/institution';

// Spec sections 2 and 5: the admin lists (page size 10 by default), the institution form, the user
// edit, the institution picker and the reject reason (an empty reason is allowed).

describe('the user list', () => {
  it('shows the first page of 10, by id ascending, unfiltered', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(ZUserListSchema.parse({})).toEqual({ page: 1, per_page: 10, search: '', sort: 'id', direction: 'asc' });
  });

  it('reads the query string: numbers from text, a trimmed search, the filters and the order', () => {
    expect(
      ZUserListSchema.parse({
        page: '3',
        per_page: '25',
        search: ' marko ',
        role: 'admin',
        verified: 'no',
        suspended: 'yes',
        sort: 'email',
        direction: 'desc',
      }),
    ).toEqual({
      page: 3,
      per_page: 25,
      search: 'marko',
      role: 'admin',
      verified: 'no',
      suspended: 'yes',
      sort: 'email',
      direction: 'desc',
    });
  });

  it.each(USER_PAGE_SIZES)('takes the page size %d', (size) => {
    expect(ZUserListSchema.parse({ per_page: String(size) }).per_page).toBe(size);
  });

  it.each(USER_SORTS)('sorts by %s', (sort) => {
    expect(ZUserListSchema.parse({ sort }).sort).toBe(sort);
  });

  it.each(ROLES)('filters by the role %s', (role) => {
    expect(ZUserListSchema.parse({ role }).role).toBe(role);
  });

  it('refuses another page size, page, order or filter', () => {
    expect(issues(ZUserListSchema, { per_page: 20 })).toEqual(['per_page: pageSizeInvalid']);
    expect(USER_PAGE_SIZES).toEqual([1, 10, 25, 50, 100]);
    expect(LIST_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    for (const change of [
      { page: 0 },
      { page: 10_000_001 },
      { page: 1.5 },
      { search: 's'.repeat(101) },
      { direction: 'up' },
      { verified: 'maybe' },
      { suspended: 'maybe' },
      { role: 'root' },
      { sort: 'password' },
      { extra: 1 },
    ])
      expect(fails(ZUserListSchema, change), JSON.stringify(change)).toBe(true);
    expect(ZUserListSchema.parse({ page: 10_000_000, search: 's'.repeat(100) }).page).toBe(10_000_000);
    expect(ZUserListSchema.parse({ verified: 'yes', suspended: 'no' })).toMatchObject({
      verified: 'yes',
      suspended: 'no',
    });
    expect(ZUserListSchema.parse({ direction: 'asc' }).direction).toBe('asc');
  });
});

describe('an id in the path', () => {
  it('is read from text as a positive whole number', () => {
    expect(ZIdSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(fails(ZIdSchema, { id: '0' })).toBe(true);
    expect(fails(ZIdSchema, { id: 'x' })).toBe(true);
  });
});

describe('the user edit', () => {
  it('changes the address, the roles, or both, and names the version it loaded', () => {
    expect(ZUserUpdateSchema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(ZUserUpdateSchema.parse({ id: 1, email: ' ana@example.rs ', roles: [...ROLES], version: 2 })).toEqual({
      id: 1,
      email: 'ana@example.rs',
      roles: [...ROLES],
      version: 2,
    });
    expect(issues(ZUserUpdateSchema, { id: 1, email: 'ana' })).toEqual(['email: emailInvalid']);
    expect(fails(ZUserUpdateSchema, { id: 1, roles: [...ROLES, 'admin'] })).toBe(true);
    expect(fails(ZUserUpdateSchema, { id: 1, roles: ['root'] })).toBe(true);
  });
});

describe('the institution list', () => {
  it('shows 10 by name ascending unless asked otherwise', () => {
    expect(ZInstitutionListSchema.parse({})).toEqual({
      page: 1,
      per_page: 10,
      search: '',
      sort: 'name',
      direction: 'asc',
    });
    expect(issues(ZInstitutionListSchema, { per_page: 1 })).toEqual(['per_page: pageSizeInvalid']);
  });

  it.each(INSTITUTION_SORTS)('sorts by %s', (sort) => {
    expect(ZInstitutionListSchema.parse({ sort }).sort).toBe(sort);
  });

  it.each(LIST_PAGE_SIZES)('takes the page size %d', (size) => {
    expect(ZInstitutionListSchema.parse({ per_page: size }).per_page).toBe(size);
  });
});

describe('the institution form', () => {
  const institution = { ...institutionForm, name: 'Gimnazija Svetozar Marković' };

  it('trims every text, and leaves the notes empty unless written', () => {
    expect(
      ZInstitutionFormSchema.parse({
        ...institution,
        name: ` ${institution.name} `,
        city: ' Niš ',
        contact_email: ' skola@example.rs ',
      }),
    ).toEqual({ ...institution, notes: '' });
    expect(ZInstitutionFormSchema.parse({ ...institution, notes: ' Napomena ' }).notes).toBe('Napomena');
  });

  it('stores an empty contact address as none', () => {
    expect(ZInstitutionFormSchema.parse({ ...institution, contact_email: '  ' }).contact_email).toBeNull();
    expect(ZInstitutionFormSchema.parse({ ...institution, contact_email: null }).contact_email).toBeNull();
  });

  it.each([
    [{ name: 'G' }, 'name: institutionNameMinLength'],
    [{ name: 'G'.repeat(201) }, 'name: institutionNameMaxLength'],
    [{ city: ' ' }, 'city: cityRequired'],
    [{ city: 'N'.repeat(101) }, 'city: cityMaxLength'],
    [{ region: 'istra' }, 'region: regionRequired'],
    [{ type: 'kindergarten' }, 'type: typeRequired'],
    [{ contact_email: 'skola' }, 'contact_email: emailInvalid'],
    [{ notes: 'n'.repeat(2001) }, 'notes: notesMaxLength'],
  ])('refuses %j', (change, issue) => {
    expect(issues(ZInstitutionFormSchema, { ...institution, ...change })).toEqual([issue]);
  });

  it('takes the longest name, city and notes', () => {
    const longest = { ...institution, name: 'G'.repeat(200), city: 'N'.repeat(100), notes: 'n'.repeat(2000) };
    expect(ZInstitutionFormSchema.parse(longest)).toEqual(longest);
    expect(ZInstitutionFormSchema.parse({ ...institution, name: 'Gi', city: 'N' })).toMatchObject({
      name: 'Gi',
      city: 'N',
    });
  });

  it.each(REGIONS)('takes the region %s', (region) => {
    expect(ZInstitutionFormSchema.parse({ ...institution, region }).region).toBe(region);
  });

  it.each(INSTITUTION_TYPES)('takes the type %s', (type) => {
    expect(ZInstitutionFormSchema.parse({ ...institution, type }).type).toBe(type);
  });

  it('an edit changes only the fields sent', () => {
    expect(ZInstitutionUpdateSchema.parse({ id: 3 })).toEqual({ id: 3 });
    expect(ZInstitutionUpdateSchema.parse({ id: 3, city: ' Beograd ', version: 4 })).toEqual({
      id: 3,
      city: 'Beograd',
      version: 4,
    });
    expect(issues(ZInstitutionUpdateSchema, { id: 3, city: '' })).toEqual(['city: cityRequired']);
    expect(fails(ZInstitutionUpdateSchema, { city: 'Beograd' })).toBe(true);
  });
});

describe('the competitor lists', () => {
  it('show everyone, newest application first in ascending order of time, 10 a page', () => {
    expect(ZCompetitorListSchema.parse({})).toEqual({
      tab: 'all',
      page: 1,
      per_page: 10,
      search: '',
      sort: 'created_at',
      direction: 'asc',
    });
  });

  it('filter by institution, region and gender', () => {
    expect(ZCompetitorListSchema.parse({ institution_id: '9', region: 'vojvodina', gender: 'male' })).toMatchObject({
      institution_id: 9,
      region: 'vojvodina',
      gender: 'male',
    });
    expect(fails(ZCompetitorListSchema, { gender: 'other' })).toBe(true);
  });

  it.each(COMPETITOR_TABS)('has the tab %s', (tab) => {
    expect(ZCompetitorListSchema.parse({ tab }).tab).toBe(tab);
  });

  it.each(COMPETITOR_SORTS)('sorts by %s', (sort) => {
    expect(ZCompetitorListSchema.parse({ sort }).sort).toBe(sort);
  });
});

describe('decisions on competitors', () => {
  it('a reject or revoke reason may be empty, is trimmed, and is at most 1000 characters', () => {
    expect(ZCompetitorRejectSchema.parse({ id: 1 })).toEqual({ id: 1, message: '' });
    expect(ZCompetitorRejectSchema.parse({ id: 1, message: ' Nepotpuno ' })).toEqual({ id: 1, message: 'Nepotpuno' });
    expect(issues(ZCompetitorRejectSchema, { id: 1, message: 'm'.repeat(1001) })).toEqual(['message: reasonMaxLength']);
    expect(ZCompetitorRevokeSchema.parse({ id: 1, version: 2 })).toEqual({ id: 1, message: '', version: 2 });
    expect(issues(ZCompetitorRevokeSchema, { id: 1, message: 'm'.repeat(1001) })).toEqual(['message: reasonMaxLength']);
    expect(ZCompetitorRevokeSchema.parse({ id: 1, message: 'm'.repeat(1000) }).message).toHaveLength(1000);
    expect(ZCompetitorRevokeSchema.parse({ id: 1, message: ' Odustao ' }).message).toBe('Odustao');
  });

  it('the institution picker sends a chosen institution', () => {
    expect(ZCompetitorInstitutionUpdateSchema.parse({ id: 1, institution_id: 2, version: 1 })).toEqual({
      id: 1,
      institution_id: 2,
      version: 1,
    });
    expect(fails(ZCompetitorInstitutionUpdateSchema, { id: 1 })).toBe(true);
    expect(ZLinkTypedSchoolSchema.parse({ id: 1, institution_id: 2 })).toEqual({ id: 1, institution_id: 2 });
    expect(fails(ZLinkTypedSchoolSchema, { id: 1, institution_id: 0 })).toBe(true);
  });

  it('the team switch and the Discord release name the competitor', () => {
    expect(ZCompetitorTeamSchema.parse({ id: 1, ctf_team: false })).toEqual({ id: 1, ctf_team: false });
    expect(ZDiscordReleaseSchema.parse({ id: 1, discord_id: ' 1234 ' })).toEqual({ id: 1, discord_id: '1234' });
    expect(fails(ZDiscordReleaseSchema, { id: 1, discord_id: ' ' })).toBe(true);
    expect(fails(ZDiscordReleaseSchema, { id: 1, discord_id: '1'.repeat(65) })).toBe(true);
    expect(ZDiscordReleaseSchema.parse({ id: 1, discord_id: '1'.repeat(64) }).discord_id).toHaveLength(64);
  });

  it(`decides 1 to ${BULK_DECISION_MAX} applications at once`, () => {
    expect(BULK_DECISION_MAX).toBe(50);
    expect(ZCompetitorBulkDecisionSchema.parse({ ids: [1, 2], outcome: 'rejected', message: ' Kasno ' })).toEqual({
      ids: [1, 2],
      outcome: 'rejected',
      message: 'Kasno',
    });
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(ZCompetitorBulkDecisionSchema.parse({ ids: fifty, outcome: 'accepted' })).toEqual({
      ids: fifty,
      outcome: 'accepted',
      message: '',
    });
    expect(fails(ZCompetitorBulkDecisionSchema, { ids: [], outcome: 'accepted' })).toBe(true);
    expect(fails(ZCompetitorBulkDecisionSchema, { ids: [...fifty, 51], outcome: 'accepted' })).toBe(true);
    expect(fails(ZCompetitorBulkDecisionSchema, { ids: [1], outcome: 'pending' })).toBe(true);
    expect(issues(ZCompetitorBulkDecisionSchema, { ids: [1], outcome: 'rejected', message: 'm'.repeat(1001) })).toEqual(
      ['message: reasonMaxLength'],
    );
  });
});

describe('the audit page', () => {
  it('filters by actor, target, action and days, trimmed', () => {
    expect(
      ZAuditListSchema.parse({
        actor: ' admin ',
        target_type: 'competitor',
        target_id: '5',
        action: ' competitor.accept ',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    ).toEqual({
      page: 1,
      per_page: 10,
      search: '',
      actor: 'admin',
      target_type: 'competitor',
      target_id: 5,
      action: 'competitor.accept',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('refuses a longer actor or action, another target type, and a day that is not a date', () => {
    expect(AUDIT_TARGET_TYPES).toEqual([
      'user',
      'competitor',
      'institution',
      'competition',
      'season',
      'season_category',
      'roster',
      'data',
    ]);
    for (const change of [
      { actor: 'a'.repeat(101) },
      { action: 'a'.repeat(61) },
      { target_type: 'session' },
      { from: '01.03.2026' },
      { to: '2026-03-01T00:00:00Z' },
    ])
      expect(fails(ZAuditListSchema, change), JSON.stringify(change)).toBe(true);
    expect(ZAuditListSchema.parse({ actor: 'a'.repeat(100), action: 'a'.repeat(60) })).toBeTruthy();
  });

  it.each(AUDIT_TARGET_TYPES)('takes the target type %s', (target_type) => {
    expect(ZAuditListSchema.parse({ target_type }).target_type).toBe(target_type);
  });
});

describe('merging institutions', () => {
  it('names the one kept and the one removed', () => {
    expect(ZInstitutionMergeSchema.parse({ keep_id: 1, remove_id: 2 })).toEqual({ keep_id: 1, remove_id: 2 });
    expect(fails(ZInstitutionMergeSchema, { keep_id: 1 })).toBe(true);
  });
});
