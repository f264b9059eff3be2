import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZErasureCountsSchema, ZOwnDataSchema } from './own-data';
import {
  ZLoginResultSchema,
  ZRecoveryCodesSchema,
  ZSecondFactorEnrolmentSchema,
  ZSecondFactorStatusSchema,
  ZSessionSummarySchema,
} from './account-security';
import {
  ZAdminCompetitorDetailsSchema,
  ZAdminCompetitorPageSchema,
  ZAdminStatsSchema,
  ZAdminUserDetailsSchema,
  ZAdminUserPageSchema,
  ZAuditPageSchema,
  ZBulkDecisionResultSchema as ZCompetitorBulkResultSchema,
  ZCtfdClientSchema,
  ZInstitutionListPageSchema,
  ZInstitutionMergeResultSchema,
  ZInstitutionPageSchema,
  ZUserErasurePreviewSchema,
} from './admin-output';
import { ZAccountSchema, ZHealthSchema, ZSessionSchema } from './auth-output';
import { ZMessageSchema, ZOkSchema, textEnum } from './common-output';
import {
  ACCESS_REFUSALS,
  ZCompetitionDeleteResultSchema,
  ZCompetitionSchema,
  ZCtfdLinkSchema,
  ZFinalistInviteResultSchema,
  ZFinalistSchema,
  ZListedCompetitionSchema,
  ZOrganizerResultsSchema,
  ZOwnInvitationSchema,
  ZOwnRegistrationSchema,
  ZPlayerCompetitionSchema,
  ZPublishedResultsSchema,
  ZResultsBySeasonSchema,
  ZResultsPreviewSchema,
  ZResultsPublishedCountSchema,
} from './competition-output';
import { ZCompetitorChangeSchema, ZOwnCompetitorSchema } from './competitor-output';
import {
  ZAnnouncementCountSchema,
  ZAnnouncementDetailSchema,
  ZBulkDecisionResultSchema,
  ZCompetitionNumbersSchema,
  ZExtendResultSchema,
  ZInviteAcceptedResultSchema,
  ZRegistrationPageOutputSchema,
} from './organizer-output';
import {
  ZPasskeyListSchema,
  ZPasskeyLoginOptionsSchema,
  ZPasskeyOptionsSchema,
  ZSecondFactorMethodsSchema,
} from './passkeys';
import {
  ZRestErrorSchema,
  ZRestInvitationSchema,
  ZRestOwnCompetitorSchema,
  ZRestUserDetailsSchema,
} from './rest-output';

// What the server answers (common-output.ts): every procedure's answer passes its output schema, and
// "a field not named here never leaves the server". So each answer keeps every field the spec
// (section 3) names, and drops any field it does not name (a password hash, a token, a secret).

const at = '2026-03-10T12:00:00.000Z';
const meta = { total: 1, page: 1, per_page: 10, page_count: 1, estimated: true };
const userRef = { id: 1, username: 'ana', email: 'ana@example.rs' };
const sessionUser = {
  ...userRef,
  email_verified_at: at,
  roles: ['organizer'],
  created_at: at,
  discord_id: '80351110224678912',
  discord_username: 'ana',
  github_id: null,
  github_username: null,
  second_factor: { enabled: true, verified: false },
};
const institutionRef = { id: 2, name: 'Gimnazija', city: 'Niš' };
const application = {
  id: 3,
  status: 'accepted',
  first_name: 'Ana',
  last_name: 'Petrović',
  gender: 'female',
  date_of_birth: '2008-05-01',
  permanent_residence: 'Niš',
  shirt_size: 'M',
  institution: institutionRef,
  institution_name: null,
  ctf_team: true,
  rejection_reason: null,
  created_at: at,
  decided_at: at,
  joined_team_at: at,
  guardian_consent_at: null,
  mentor_consent: false,
};
const adminUser = {
  ...userRef,
  email_verified_at: at,
  roles: ['admin'],
  created_at: at,
  suspended_at: null,
  version: 4,
  ctfd_manual: ['Kvalifikacije'],
};
const audit = {
  id: 5,
  actor_username: 'admin',
  action: 'user.update',
  before: { email: 'a' },
  after: null,
  created_at: at,
};
const institution = {
  ...institutionRef,
  region: 'juzno_istocna_srbija',
  type: 'high_school',
  contact_email: null,
  notes: 'n',
  created_at: at,
  version: 1,
};
const adminCompetitor = { ...application, full_name: 'Ana Petrović', user: userRef, version: 2 };
const player = {
  id: 6,
  name: 'Kvalifikacije',
  slug: 'quals',
  visibility: 'public',
  stage: 'quals',
  required_role: null,
  starts_at: at,
  ends_at: null,
  registration_starts_at: at,
  registration_ends_at: null,
  results_published: false,
  created_at: at,
  season_id: 2,
  season: '2026',
  age_min: null,
  age_max: 20,
  age_reference_date: '2025-12-01',
  allowed_categories: ['junior'],
  requires_accepted_competitor: true,
};
const competition = { ...player, ctfd_url: 'https://ctf.example.rs', version: 3, archived: false };
const registration = {
  id: 7,
  status: 'pending',
  first_name: 'Ana',
  last_name: 'Petrović',
  gender: 'female',
  date_of_birth: '2008-05-01',
  institution: null,
  institution_name: 'Gimnazija',
  user: userRef,
  created_at: at,
  decided_at: null,
};
const attendance = {
  status: 'accepted',
  hotel_day1: true,
  hotel_day2: false,
  travel_compensation: true,
  excuse_note: false,
  invitation_expires_at: at,
  responded_at: at,
};
const invitation = { ...attendance, expired: false };
const row = { place: 1, username: 'ana', score: 100 };
const announcement = {
  id: 8,
  audience: 'registrants',
  registration_statuses: ['accepted'],
  invitation_statuses: ['pending'],
  subject_sr: 'Satnica',
  subject_en: 'Schedule',
  recipient_count: 2,
  sent_count: 1,
  created_at: at,
  created_by: 'organizer',
};
const ownData = {
  exported_at: at,
  user: {
    ...userRef,
    email_verified_at: at,
    language: 'sr',
    roles: [],
    created_at: at,
    updated_at: at,
    suspended_at: null,
    second_factor_enabled_at: null,
    unverified_expires_at: null,
  },
  linked_accounts: [{ provider: 'discord', provider_user_id: '1', username: 'ana', linked_at: at }],
  competitor_applications: [
    {
      id: 3,
      status: 'accepted',
      is_current: true,
      first_name: 'Ana',
      last_name: 'Petrović',
      date_of_birth: '2008-05-01',
      gender: 'female',
      permanent_residence: 'Niš',
      institution_name: null,
      shirt_size: 'M',
      ctf_team: false,
      joined_team_at: null,
      rejection_reason: null,
      guardian_consent_at: null,
      mentor_consent: true,
      created_at: at,
      decided_at: at,
    },
  ],
  competition_registrations: [
    {
      competition: 'quals',
      competition_name: 'Kvalifikacije',
      status: 'accepted',
      first_name: 'Ana',
      last_name: 'Petrović',
      date_of_birth: '2008-05-01',
      gender: 'female',
      institution_name: null,
      created_at: at,
      decided_at: at,
    },
  ],
  finals_invitations: [{ competition: 'finale', competition_name: 'Finale', ...attendance, created_at: at }],
  results: [{ competition: 'quals', competition_name: 'Kvalifikacije', place: 1, score: 100 }],
  devices: [{ user_agent: 'Firefox', ip: '192.0.2.1', created_at: at, last_seen_at: at, expires_at: at }],
  audit_entries: [
    {
      action: 'competitor.accept',
      target_type: 'competitor',
      target_id: 3,
      actor_username: 'admin',
      before: null,
      after: { status: 'accepted' },
      created_at: at,
    },
  ],
  mail: [{ subject: 'Dobrodošli', created_at: at, state: 'completed' }],
  mentoring: [{ institution: 'Gimnazija', city: 'Niš', since: at }],
  mentor_requests: [
    {
      institution: 'Gimnazija',
      city: 'Niš',
      status: 'approved',
      confirmation: 'email',
      created_at: at,
      decided_at: at,
    },
  ],
  playground_solves: [{ category: 'web', solves: 5, read_at: at }],
  certificates: [
    {
      code: 'K7QX-M2PD-9HFA-3TNE',
      kind: 'participation',
      holder_name: 'Ana Petrović',
      season_name: '2026',
      competition_name: 'Kvalifikacije',
      issued_at: at,
      revoked_at: null,
    },
  ],
};

/** [name, schema, an answer with every field]; objects nested in it get an unnamed field too. */
const ANSWERS: [string, z.ZodType, unknown][] = [
  ['session', ZSessionSchema, { user: sessionUser }],
  ['no session', ZSessionSchema, { user: null }],
  [
    'account',
    ZAccountSchema,
    { user: sessionUser, links: { discord: { id: '1', username: 'ana', linked_at: at }, github: null } },
  ],
  ['health', ZHealthSchema, { status: 'ok' }],
  ['ok', ZOkSchema, { ok: true }],
  ['message', ZMessageSchema, { message: 'Sačuvano.' }],
  ['login result', ZLoginResultSchema, { message: 'Dobrodošli.', secondFactorRequired: false }],
  [
    'second factor status',
    ZSecondFactorStatusSchema,
    { enabled: true, verified: true, required: false, recoveryCodesLeft: 0 },
  ],
  ['enrolment', ZSecondFactorEnrolmentSchema, { setupKey: 'JBSWY3DP', uri: 'otpauth://totp/x', qrSvg: '<svg/>' }],
  ['recovery codes', ZRecoveryCodesSchema, { recoveryCodes: ['aaaa-bbbb'] }],
  [
    'session summary',
    ZSessionSummarySchema,
    { id: 'a1', created_at: at, last_seen_at: at, expires_at: at, ip: null, user_agent: 'Firefox', current: true },
  ],
  ['user page', ZAdminUserPageSchema, { data: [{ ...adminUser, categories: ['junior'] }], meta }],
  [
    'user details',
    ZAdminUserDetailsSchema,
    {
      user: adminUser,
      imported_at: at,
      audit: [audit],
      signed_in: { count: 2, last_at: at },
      linked: { discord: { username: 'ana', linked_at: at }, github: null },
      competitor: { id: 3, status: 'rejected', ctf_team: false },
    },
  ],
  ['erasure preview', ZUserErasurePreviewSchema, { applications: 1, registrations: 2, invitations: 3, results: 4 }],
  ['erasure counts', ZErasureCountsSchema, { applications: 0, registrations: 1, invitations: 2, results: 3 }],
  ['institution page', ZInstitutionPageSchema, { data: [institution], meta }],
  [
    'institution list page',
    ZInstitutionListPageSchema,
    { data: [{ ...institutionRef, region: 'other', type: 'company' }], meta },
  ],
  ['competitor page', ZAdminCompetitorPageSchema, { data: [{ ...adminCompetitor, categories: [] }], meta }],
  [
    'competitor details',
    ZAdminCompetitorDetailsSchema,
    {
      competitor: adminCompetitor,
      audit: [audit],
      discord_history: [
        {
          discord_id: '1',
          username: 'ana',
          first_linked_at: at,
          last_linked_at: at,
          released_at: null,
          is_current: true,
        },
      ],
    },
  ],
  [
    'admin stats',
    ZAdminStatsSchema,
    {
      users: 1,
      verified_users: 1,
      pending_applications: 0,
      team_size: 2,
      institutions: 85,
      mail_queue: { depth: 0, oldest_age_seconds: null },
    },
  ],
  [
    'CTFd client',
    ZCtfdClientSchema,
    {
      client_id: 'ctfd-1',
      name: 'Kvalifikacije',
      redirect_uri: 'https://ctf.example.rs/redirect',
      competition_slug: null,
      created_at: at,
      api_url: null,
      api_connected_at: null,
    },
  ],
  [
    'competitor bulk decision',
    ZCompetitorBulkResultSchema,
    { results: [{ id: 1, ok: false, code: 'NOT_PENDING', message: 'Već odlučeno.', full_name: 'Ana Petrović' }] },
  ],
  [
    'audit page',
    ZAuditPageSchema,
    { data: [{ ...audit, actor_id: null, target_type: 'user', target_id: 1, target_label: 'ana' }], meta },
  ],
  ['institution merge', ZInstitutionMergeResultSchema, { kept_id: 1, moved_applications: 2, moved_registrations: 3 }],
  ['competition', ZCompetitionSchema, competition],
  ['player competition', ZPlayerCompetitionSchema, player],
  [
    'listed competition',
    ZListedCompetitionSchema,
    {
      ...player,
      registration_open: true,
      registration_status: 'pending',
      eligibility_reasons: [],
      access_refusal: 'REGISTRATION_PENDING',
    },
  ],
  ['competition delete', ZCompetitionDeleteResultSchema, { ok: true, archived: true }],
  ['own registration', ZOwnRegistrationSchema, { registration }],
  ['CTFd link', ZCtfdLinkSchema, { url: 'https://ctf.example.rs/sso' }],
  [
    'finalist',
    ZFinalistSchema,
    { user: userRef, full_name: 'Ana Petrović', institution: 'Gimnazija', city: 'Niš', shirt_size: 'M', ...attendance },
  ],
  [
    'finalist invite result',
    ZFinalistInviteResultSchema,
    { added_count: 1, not_found: ['x@example.rs'], already_invited: ['y@example.rs'], not_eligible: ['z@example.rs'] },
  ],
  ['own invitation', ZOwnInvitationSchema, { competition: { name: 'Finale', slug: 'finale' }, invitation }],
  [
    'organizer results',
    ZOrganizerResultsSchema,
    {
      published: true,
      public: false,
      ctfd_import: true,
      categories: [{ code: 'junior', name: 'Juniori' }],
      rows: [{ ...row, categories: ['junior'] }],
    },
  ],
  [
    'results preview',
    ZResultsPreviewSchema,
    {
      rows: [row],
      errors: [{ line: 2, problem: 'scoreInvalid' }],
      separator: ';',
      unknown: ['neko'],
      diff: {
        added: [row],
        removed: [],
        changed: [{ username: 'ana', before: { place: 2, score: 90 }, after: { place: 1, score: 100 } }],
        unchanged: 3,
      },
      current_digest: 'abc',
      ctfd: {
        csv: 'place,username,score',
        unmatched: [{ place: 3, name: 'team', team: null, score: 10, reason: 'notFromPlatform' }],
      },
    },
  ],
  ['results published count', ZResultsPublishedCountSchema, { published: 3 }],
  [
    'published results',
    ZPublishedResultsSchema,
    {
      name: 'Kvalifikacije',
      published_at: at,
      season: { id: 1, name: '2026' },
      categories: [{ code: 'junior', name: 'Juniori' }],
      category: 'junior',
      rows: [{ ...row, category_place: 1 }],
    },
  ],
  [
    'results by season',
    ZResultsBySeasonSchema,
    [
      {
        id: 1,
        name: '2026',
        categories: [{ code: 'junior', name: 'Juniori' }],
        competitions: [{ slug: 'kvalifikacije', name: 'Kvalifikacije', published_at: at, entries: 142 }],
      },
    ],
  ],
  ['competitor change', ZCompetitorChangeSchema, { status: 'pending', application }],
  ['own competitor', ZOwnCompetitorSchema, { status: 'accepted', application }],
  ['no competitor', ZOwnCompetitorSchema, { status: 'none', application: null }],
  [
    'registration page',
    ZRegistrationPageOutputSchema,
    {
      data: [{ ...registration, shirt_size: 'L', city: 'Niš', categories: ['junior', 'women4cyber'] }],
      meta: { total: 1, page: 1, per_page: 10, page_count: 1 },
      counts: { pending: 1, accepted: 0, rejected: 0 },
    },
  ],
  [
    'registration bulk decision',
    ZBulkDecisionResultSchema,
    { done: 1, results: [{ id: 7, result: 'done', name: 'Ana' }] },
  ],
  [
    'invite accepted',
    ZInviteAcceptedResultSchema,
    { added_count: 2, already_invited: ['a@example.rs'], not_eligible: [] },
  ],
  ['extend', ZExtendResultSchema, { extended: 4 }],
  [
    'competition numbers',
    ZCompetitionNumbersSchema,
    {
      registrations: { pending: 1, accepted: 2, rejected: 3, total: 6 },
      invitations: { total: 5, pending: 1, expired: 1, accepted: 2, declined: 1 },
      hotel_day1: 2,
      hotel_day2: 1,
      travel_compensation: 1,
      excuse_note: 0,
      reminder_hours: 24,
    },
  ],
  ['announcement count', ZAnnouncementCountSchema, { total: 3, sr: 2, en: 1 }],
  [
    'announcement',
    ZAnnouncementDetailSchema,
    {
      ...announcement,
      body_sr: 'Tekst',
      body_en: 'Text',
      recipients: [{ email: 'ana@example.rs', username: 'ana', language: 'en', sent: true }],
    },
  ],
  ['own data', ZOwnDataSchema, ownData],
  [
    'passkey list',
    ZPasskeyListSchema,
    { passkeys: [{ id: 1, name: 'Laptop', created_at: at, last_used_at: null, backed_up: true }], mustConfirm: false },
  ],
  ['second factor methods', ZSecondFactorMethodsSchema, { totp: true, passkey: false }],
  ['REST own competitor', ZRestOwnCompetitorSchema, { ...application, type: 'approved' }],
  ['REST no competitor', ZRestOwnCompetitorSchema, { type: 'none' }],
  ['REST pending competitor', ZRestOwnCompetitorSchema, { ...application, status: 'rejected', type: 'pending' }],
  ['REST user details', ZRestUserDetailsSchema, { ...adminUser, audit: [audit] }],
  ['REST invitation', ZRestInvitationSchema, { ...invitation, competition: { name: 'Finale', slug: 'finale' } }],
  [
    'REST error',
    ZRestErrorSchema,
    { code: 'VALIDATION_ERROR', message: 'Neispravno.', fieldErrors: { email: ['emailInvalid'] } },
  ],
];

/** Values passed on whole: the field keys of a refusal, and the audit's stored before and after. */
const WHOLE = new Set(['fieldErrors', 'before', 'after']);

/** The answer with a field no schema names added to every object in it (the whole values aside). */
function withUnnamedFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUnnamedFields);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => [
      key,
      WHOLE.has(key) ? inner : withUnnamedFields(inner),
    ]);
    return { ...Object.fromEntries(entries), password_hash: 'never sent' };
  }
  return value;
}

describe('every answer', () => {
  it.each(ANSWERS)('%s keeps the fields it names and drops the others', (_name, schema, answer) => {
    expect(schema.parse(withUnnamedFields(answer))).toEqual(answer);
  });

  it('a passkey ceremony passes its options on whole, whatever @simplewebauthn adds', () => {
    const options = { challenge: 'c', rp: { name: 'CTF' }, timeout: 60_000 };
    expect(ZPasskeyOptionsSchema.parse({ options })).toEqual({ options });
    expect(ZPasskeyLoginOptionsSchema.parse({ attemptId: 'a', options })).toEqual({ attemptId: 'a', options });
    expect(ZPasskeyOptionsSchema.safeParse({ options: { rp: {} } }).success).toBe(false);
  });
});

describe('values an answer may hold', () => {
  it.each(ACCESS_REFUSALS)('a listed competition may be refused with %s', (access_refusal) => {
    const listed = {
      ...player,
      registration_open: false,
      registration_status: null,
      eligibility_reasons: ['REGISTRATION_CLOSED'],
      access_refusal,
    };
    expect(ZListedCompetitionSchema.parse(listed)).toEqual(listed);
  });

  it('a listed competition says every reason registering would be refused, and no other', () => {
    const listed = { ...player, registration_open: true, registration_status: null, access_refusal: null };
    const reasons = ['NOT_A_COMPETITOR', 'AGE_ABOVE_MAX'];
    expect(ZListedCompetitionSchema.parse({ ...listed, eligibility_reasons: reasons }).eligibility_reasons).toEqual(
      reasons,
    );
    expect(ZListedCompetitionSchema.safeParse({ ...listed, eligibility_reasons: ['TOO_OLD'] }).success).toBe(false);
  });

  it.each(['placeInvalid', 'usernameMissing', 'scoreInvalid', 'positionInvalid'])(
    'a preview reports the problem %s',
    (problem) => {
      const preview = {
        rows: [],
        errors: [{ line: 1, problem }],
        separator: ',',
        unknown: [],
        diff: null,
        current_digest: null,
      };
      expect(ZResultsPreviewSchema.parse(preview)).toEqual(preview);
    },
  );

  it.each([',', ';', '\t'])('a preview was read with the separator %j', (separator) => {
    const preview = { rows: [], errors: [], separator, unknown: [], diff: null, current_digest: null };
    expect(ZResultsPreviewSchema.parse(preview)).toEqual(preview);
  });

  it.each(['done', 'not_pending', 'not_found'])('a bulk decision reports %s', (result) => {
    const answer = { done: 0, results: [{ id: 1, result, name: null }] };
    expect(ZBulkDecisionResultSchema.parse(answer)).toEqual(answer);
  });

  it.each(['pending', 'accepted', 'rejected'])("a user's details show the application %s", (status) => {
    const competitor = { id: 3, status, ctf_team: false };
    const details = {
      user: adminUser,
      imported_at: null,
      audit: [],
      signed_in: { count: 0, last_at: null },
      linked: { discord: null, github: null },
      competitor,
    };
    expect(ZAdminUserDetailsSchema.parse(details).competitor).toEqual(competitor);
  });

  it('refuses what the lists do not hold', () => {
    expect(ZOwnCompetitorSchema.safeParse({ status: 'unknown', application: null }).success).toBe(false);
    expect(ZRestOwnCompetitorSchema.safeParse({ ...application, type: 'rejected' }).success).toBe(false);
    expect(ZHealthSchema.safeParse({ status: 'down' }).success).toBe(false);
    expect(
      ZSecondFactorStatusSchema.safeParse({ enabled: true, verified: true, required: false, recoveryCodesLeft: -1 })
        .success,
    ).toBe(false);
    expect(
      ZErasureCountsSchema.safeParse({ applications: -1, registrations: 0, invitations: 0, results: 0 }).success,
    ).toBe(false);
    expect(
      ZFinalistInviteResultSchema.safeParse({ added_count: -1, not_found: [], already_invited: [], not_eligible: [] })
        .success,
    ).toBe(false);
  });

  it('a page is any page from the first on', () => {
    const page = { data: [], meta: { total: 25, page: 3, per_page: 10, page_count: 3 } };
    expect(ZAdminUserPageSchema.parse(page)).toEqual(page);
    expect(ZAdminUserPageSchema.safeParse({ data: [], meta: { ...page.meta, page: 0 } }).success).toBe(false);
  });

  it('an audit entry always has its before and after (null when there was none)', () => {
    const { before: _before, ...withoutBefore } = audit;
    const entry = { ...withoutBefore, actor_id: 1, target_type: 'user', target_id: 1, target_label: null };
    expect(ZAuditPageSchema.safeParse({ data: [entry], meta }).success).toBe(false);
  });

  it('a text column is checked against its list', () => {
    const size = textEnum(['S', 'M']);
    expect(size.parse('M')).toBe('M');
    expect(size.safeParse('XL').success).toBe(false);
  });
});
