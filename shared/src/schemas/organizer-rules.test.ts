import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_AUDIENCES,
  BULK_DECISION_MAX,
  CSV_SEPARATORS,
  REGISTRATION_SORTS,
  REMINDER_HOURS,
  ZAnnouncementIdSchema,
  ZAnnouncementRecipientsSchema,
  ZAnnouncementSchema,
  ZCsvOptionsSchema,
  ZInvitationExtendSchema,
  ZInviteAcceptedSchema,
  ZRegistrationBulkDecisionSchema,
  ZRegistrationPageSchema,
  ZReminderSettingSchema,
  csvSeparatorChar,
} from './organizer';
import { issues, fails } from '../../test/schema-issues';

// The organizer's operations on one competition (issue 12): registrations page, bulk decisions,
// CSV downloads, finals invitations and reminders, announcements.

const EXPIRY = '2026-03-10T18:00:00.000Z';

describe("a competition's registrations page", () => {
  it('shows the first 10 by time of registration, ascending, unfiltered', () => {
    expect(ZRegistrationPageSchema.parse({ slug: 'quals' })).toEqual({
      slug: 'quals',
      page: 1,
      per_page: 10,
      search: '',
      sort: 'created_at',
      direction: 'asc',
    });
  });

  it('reads the query string', () => {
    expect(
      ZRegistrationPageSchema.parse({
        slug: 'quals',
        page: '100000',
        per_page: '50',
        search: ' ана ',
        status: 'pending',
        sort: 'status',
        direction: 'desc',
      }),
    ).toEqual({
      slug: 'quals',
      page: 100_000,
      per_page: 50,
      search: 'ана',
      status: 'pending',
      sort: 'status',
      direction: 'desc',
    });
  });

  it('refuses another page size, page, status or order', () => {
    expect(issues(ZRegistrationPageSchema, { slug: 'quals', per_page: 1 })).toEqual(['per_page: pageSizeInvalid']);
    for (const change of [
      { page: 0 },
      { page: 100_001 },
      { search: 's'.repeat(101) },
      { status: 'declined' },
      { sort: 'email' },
      { direction: 'up' },
    ])
      expect(fails(ZRegistrationPageSchema, { slug: 'quals', ...change }), JSON.stringify(change)).toBe(true);
  });

  it('sorts either way', () => {
    expect(ZRegistrationPageSchema.parse({ slug: 'quals', direction: 'asc' }).direction).toBe('asc');
  });

  it.each(REGISTRATION_SORTS)('sorts by %s', (sort) => {
    expect(ZRegistrationPageSchema.parse({ slug: 'quals', sort }).sort).toBe(sort);
  });
});

describe('deciding registrations in bulk', () => {
  it(`takes 1 to ${BULK_DECISION_MAX} selected rows and an outcome`, () => {
    expect(BULK_DECISION_MAX).toBe(500);
    const most = Array.from({ length: 500 }, (_, i) => i + 1);
    expect(ZRegistrationBulkDecisionSchema.parse({ slug: 'quals', ids: most, outcome: 'accepted' })).toEqual({
      slug: 'quals',
      ids: most,
      outcome: 'accepted',
    });
    expect(issues(ZRegistrationBulkDecisionSchema, { slug: 'quals', ids: [], outcome: 'accepted' })).toEqual([
      'ids: selectionRequired',
    ]);
    expect(
      issues(ZRegistrationBulkDecisionSchema, { slug: 'quals', ids: [...most, 501], outcome: 'rejected' }),
    ).toEqual(['ids: selectionTooLarge']);
    expect(fails(ZRegistrationBulkDecisionSchema, { slug: 'quals', ids: [1], outcome: 'pending' })).toBe(true);
  });
});

describe('CSV downloads', () => {
  it('separate by a comma, or a semicolon for Serbian Excel', () => {
    expect(CSV_SEPARATORS).toEqual(['comma', 'semicolon']);
    expect(csvSeparatorChar('comma')).toBe(',');
    expect(csvSeparatorChar('semicolon')).toBe(';');
  });

  it('read their options, falling back to the defaults for anything else', () => {
    expect(ZCsvOptionsSchema.parse({})).toEqual({ separator: 'comma', search: '' });
    expect(
      ZCsvOptionsSchema.parse({ separator: 'semicolon', lang: 'en', status: 'accepted', search: ' ana ' }),
    ).toEqual({
      separator: 'semicolon',
      lang: 'en',
      status: 'accepted',
      search: 'ana',
    });
    expect(ZCsvOptionsSchema.parse({ separator: 'tab', lang: 'de', status: 'maybe', search: 's'.repeat(101) })).toEqual(
      {
        separator: 'comma',
        lang: undefined,
        status: undefined,
        search: '',
      },
    );
  });
});

describe('finals invitations', () => {
  it('invites the accepted registrants of this competition or a named qualifier, with an expiry', () => {
    expect(ZInviteAcceptedSchema.parse({ slug: 'finale', invitation_expires_at: EXPIRY })).toEqual({
      slug: 'finale',
      invitation_expires_at: EXPIRY,
    });
    expect(ZInviteAcceptedSchema.parse({ slug: 'finale', from_slug: 'quals', invitation_expires_at: EXPIRY })).toEqual({
      slug: 'finale',
      from_slug: 'quals',
      invitation_expires_at: EXPIRY,
    });
    const withOffset = '2026-03-10T19:00:00+01:00';
    expect(
      ZInviteAcceptedSchema.parse({ slug: 'finale', invitation_expires_at: withOffset }).invitation_expires_at,
    ).toBe(withOffset);
    expect(issues(ZInviteAcceptedSchema, { slug: 'finale', invitation_expires_at: 'sutra' })).toEqual([
      'invitation_expires_at: expiryRequired',
    ]);
  });

  it('extends the listed pending invitations (1 to 1000), or all of them', () => {
    expect(ZInvitationExtendSchema.parse({ slug: 'finale', invitation_expires_at: EXPIRY })).toEqual({
      slug: 'finale',
      invitation_expires_at: EXPIRY,
    });
    const most = Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(
      ZInvitationExtendSchema.parse({ slug: 'finale', user_ids: most, invitation_expires_at: EXPIRY }).user_ids,
    ).toEqual(most);
    expect(fails(ZInvitationExtendSchema, { slug: 'finale', user_ids: [], invitation_expires_at: EXPIRY })).toBe(true);
    expect(
      fails(ZInvitationExtendSchema, { slug: 'finale', user_ids: [...most, 1001], invitation_expires_at: EXPIRY }),
    ).toBe(true);
  });

  it.each(REMINDER_HOURS)('reminds %d hours before the expiry', (hours) => {
    expect(ZReminderSettingSchema.parse({ slug: 'finale', reminder_hours: hours })).toEqual({
      slug: 'finale',
      reminder_hours: hours,
    });
  });

  it('reminds at 6, 12, 24, 48 or 72 hours, or not at all', () => {
    expect(REMINDER_HOURS).toEqual([6, 12, 24, 48, 72]);
    expect(ZReminderSettingSchema.parse({ slug: 'finale', reminder_hours: null }).reminder_hours).toBeNull();
    expect(issues(ZReminderSettingSchema, { slug: 'finale', reminder_hours: 36 })).toEqual([
      'reminder_hours: reminderInvalid',
    ]);
  });
});

describe('announcements', () => {
  const recipients = { slug: 'finale', audience: 'finalists' };

  it.each(ANNOUNCEMENT_AUDIENCES)('go to the %s', (audience) => {
    expect(ZAnnouncementRecipientsSchema.parse({ slug: 'finale', audience })).toEqual({
      slug: 'finale',
      audience,
      registration_statuses: [],
      invitation_statuses: [],
    });
  });

  it('pick registrants and finalists by status', () => {
    expect(
      ZAnnouncementRecipientsSchema.parse({
        ...recipients,
        registration_statuses: ['pending', 'accepted', 'rejected'],
        invitation_statuses: ['declined'],
      }),
    ).toMatchObject({ registration_statuses: ['pending', 'accepted', 'rejected'], invitation_statuses: ['declined'] });
    expect(fails(ZAnnouncementRecipientsSchema, { ...recipients, audience: 'everyone' })).toBe(true);
    expect(
      fails(ZAnnouncementRecipientsSchema, {
        ...recipients,
        registration_statuses: ['pending', 'pending', 'pending', 'pending'],
      }),
    ).toBe(true);
    expect(
      fails(ZAnnouncementRecipientsSchema, {
        ...recipients,
        invitation_statuses: ['pending', 'pending', 'pending', 'pending'],
      }),
    ).toBe(true);
  });

  it('are written in one language or both, each with a subject and a text, trimmed', () => {
    expect(ZAnnouncementSchema.parse({ ...recipients, subject_sr: ' Satnica ', body_sr: ' Počinjemo u 10. ' })).toEqual(
      {
        ...recipients,
        registration_statuses: [],
        invitation_statuses: [],
        subject_sr: 'Satnica',
        body_sr: 'Počinjemo u 10.',
        subject_en: '',
        body_en: '',
      },
    );
    expect(ZAnnouncementSchema.parse({ ...recipients, subject_en: 'Schedule', body_en: 'At 10.' }).subject_en).toBe(
      'Schedule',
    );
  });

  it('say which half of a language is missing', () => {
    expect(issues(ZAnnouncementSchema, { ...recipients, subject_sr: 'Satnica' })).toEqual([
      'body_sr: announcementTextRequired',
    ]);
    expect(issues(ZAnnouncementSchema, { ...recipients, body_en: 'At 10.' })).toEqual([
      'subject_en: announcementSubjectRequired',
    ]);
    expect(issues(ZAnnouncementSchema, { ...recipients, subject_sr: '  ', body_sr: ' ' })).toEqual([
      'subject_sr: announcementSubjectRequired',
    ]);
    expect(issues(ZAnnouncementSchema, recipients)).toEqual(['subject_sr: announcementSubjectRequired']);
  });

  it('have a subject of up to 200 and a text of up to 10,000 characters', () => {
    const longest = { ...recipients, subject_sr: 's'.repeat(200), body_sr: 'b'.repeat(10_000) };
    expect(ZAnnouncementSchema.safeParse(longest).success).toBe(true);
    expect(fails(ZAnnouncementSchema, { ...longest, subject_sr: 's'.repeat(201) })).toBe(true);
    expect(fails(ZAnnouncementSchema, { ...longest, body_sr: 'b'.repeat(10_001) })).toBe(true);
  });

  it('are named by the competition and their id', () => {
    expect(ZAnnouncementIdSchema.parse({ slug: 'finale', id: 4 })).toEqual({ slug: 'finale', id: 4 });
    expect(fails(ZAnnouncementIdSchema, { slug: 'finale', id: 0 })).toBe(true);
  });
});
