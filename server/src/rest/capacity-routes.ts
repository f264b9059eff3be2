import type { ErrorCode } from '@ctf/shared';
import type { RestRoute } from './routes';

// Issue 33's capacity-building paths (certificates, the playground, mentors and their schools):
// the same procedures as the pages call, beside tRPC. Their first segment says who calls them
// (account, organizer, mentor, admin); `tag` groups them by subject in the document.

const CTFD_API_ERRORS = [
  'CTFD_API_UNREACHABLE',
  'CTFD_API_REJECTED',
  'CTFD_API_FAILED',
  'CTFD_API_TOO_LARGE',
  'CTFD_API_NOT_JSON',
  'CTFD_API_BAD_SHAPE',
] satisfies ErrorCode[];

const CERTIFICATE_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/certificates/:code/check',
    procedure: 'certificates.check',
    access: 'public',
    errors: ['TOO_MANY_REQUESTS'],
    summary:
      'The public check of a certificate’s code (any case; spaces and dashes ignored): valid with who, what, when and by whom, revoked with when, or unknown',
  },
  {
    method: 'GET',
    path: '/account/certificates',
    procedure: 'certificates.own',
    access: 'user',
    tag: 'certificates',
    summary: 'The caller’s certificates, newest first (each one’s PDF: `/api/certificates/{code}.pdf`)',
  },
  {
    method: 'GET',
    path: '/organizer/certificates',
    procedure: 'organizer.certificates.list',
    access: 'organizer',
    from: 'query',
    numbers: ['competition_id', 'page'],
    tag: 'certificates',
    summary:
      'Issued certificates, filtered by competition, season (a name) and kind, searched by name, username or code, paged by 50',
  },
  {
    method: 'POST',
    path: '/organizer/competitions/:competitionId/certificates',
    procedure: 'organizer.certificates.issue',
    access: 'organizer',
    from: 'body',
    errors: ['NOT_FOUND', 'NOT_QUALS', 'RESULTS_NOT_PUBLISHED', 'NOT_FINALS'],
    successStatus: 202,
    tag: 'certificates',
    summary:
      'Issue certificates of a competition in the background: participation (a qualification with published results: everyone who scored) or finalist (a finals competition: who accepted); total is how many people the run goes through, nobody gets one twice',
  },
  {
    method: 'GET',
    path: '/organizer/competitions/:competitionId/certificates/progress',
    procedure: 'organizer.certificates.progress',
    access: 'organizer',
    tag: 'certificates',
    summary:
      'The latest run of the competition: total, done and failed; started_at null if never run, finished_at null while it runs',
  },
  {
    method: 'POST',
    path: '/organizer/rosters/:rosterId/certificates',
    procedure: 'organizer.certificates.issueTeam',
    access: 'organizer',
    errors: ['NOT_FOUND', 'ROSTER_NOT_CONFIRMED'],
    successStatus: 202,
    tag: 'certificates',
    summary: 'Issue national team certificates to every member of a confirmed roster (reserves too), in the background',
  },
  {
    method: 'GET',
    path: '/organizer/rosters/:rosterId/certificates/progress',
    procedure: 'organizer.certificates.progress',
    access: 'organizer',
    tag: 'certificates',
    summary:
      'The latest run of the roster: total, done and failed; started_at null if never run, finished_at null while it runs',
  },
  {
    method: 'POST',
    path: '/organizer/certificates/:code/revoke',
    procedure: 'organizer.certificates.revoke',
    access: 'organizer',
    from: 'body',
    errors: ['NOT_FOUND', 'CERTIFICATE_REVOKED'],
    tag: 'certificates',
    summary:
      'Revoke a certificate with a reason (audited): its check then says revoked, its PDF is no longer handed out',
  },
];

const PLAYGROUND_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/account/playground',
    procedure: 'account.playgroundProgress',
    access: 'user',
    tag: 'playground',
    summary:
      'The caller’s solves on the playground CTFd, by category, as last read (enabled false: the platform reads no playground)',
  },
  {
    method: 'POST',
    path: '/account/playground/refresh',
    procedure: 'account.refreshPlaygroundProgress',
    access: 'user',
    errors: ['TOO_MANY_REQUESTS', ...CTFD_API_ERRORS],
    tag: 'playground',
    summary: 'Read the caller’s solves from the playground CTFd now (at most once a minute), and answer them',
  },
];

const MENTOR_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/mentor/institutions',
    procedure: 'mentor.institutions',
    access: 'mentor',
    tag: 'mentors',
    summary: 'The mentor’s schools, and whether they get the weekly digest',
  },
  {
    method: 'GET',
    path: '/mentor/students',
    procedure: 'mentor.students',
    access: 'mentor',
    from: 'query',
    errors: ['NOT_FOUND'],
    tag: 'mentors',
    summary:
      'The consenting students of the mentor’s schools (or of one, `institution_id`) in a season (`season`, a name; absent: the current one): stage reached, results, playground solves; paged by 25',
  },
  {
    method: 'PATCH',
    path: '/mentor/digest',
    procedure: 'mentor.setDigest',
    access: 'mentor',
    from: 'body',
    tag: 'mentors',
    summary: 'Turn the mentor’s weekly digest e-mail on or off (`enabled`)',
  },
  {
    method: 'POST',
    path: '/mentor/institutions/:institutionId/join-code',
    procedure: 'mentor.joinCode',
    access: 'mentor',
    errors: ['NOT_FOUND'],
    tag: 'mentors',
    summary:
      'The join code of one of the mentor’s own schools (made the first time it is asked for), for the link `/join/{code}`',
  },
  {
    method: 'POST',
    path: '/account/mentor-requests',
    procedure: 'mentors.requestAccess',
    access: 'user',
    from: 'body',
    errors: ['INSTITUTION_NOT_FOUND', 'MENTOR_REQUEST_EXISTS'],
    successStatus: 201,
    tag: 'mentors',
    summary:
      'Ask to mentor a school: its contact confirms by a mailed link (confirmation email), or without a contact an admin decides (confirmation admin)',
  },
  {
    method: 'GET',
    path: '/account/mentor-requests',
    procedure: 'mentors.ownRequests',
    access: 'user',
    tag: 'mentors',
    summary: 'The caller’s requests to mentor schools, newest first',
  },
  {
    method: 'POST',
    path: '/mentor-requests/confirm',
    procedure: 'mentors.confirmRequest',
    access: 'public',
    from: 'body',
    errors: ['TOKEN_INVALID', 'TOO_MANY_REQUESTS'],
    tag: 'mentors',
    summary: 'The school’s contact confirms a request with the mailed token: the teacher mentors the school',
  },
  {
    method: 'GET',
    path: '/institutions/by-join-code/:joinCode',
    procedure: 'mentors.institutionByJoinCode',
    access: 'public',
    errors: ['JOIN_CODE_NOT_FOUND'],
    tag: 'mentors',
    summary: 'The school a join code names (what an application pre-fills from a `/join/{code}` link)',
  },
  {
    method: 'PATCH',
    path: '/account/mentor-consent',
    procedure: 'competitors.setMentorConsent',
    access: 'user',
    from: 'body',
    errors: ['NOT_A_COMPETITOR'],
    tag: 'mentors',
    summary:
      'Whether the mentors of the caller’s school may see their progress (`mentor_consent`; under 15 it holds only with a guardian’s consent)',
  },
  {
    method: 'GET',
    path: '/admin/mentor-requests',
    procedure: 'admin.mentors.requests',
    access: 'admin',
    from: 'query',
    tag: 'mentors',
    summary: 'Requests to mentor a school, newest first, optionally of one `status`; paged by 25',
  },
  {
    method: 'POST',
    path: '/admin/mentor-requests/:id/decision',
    procedure: 'admin.mentors.decide',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND', 'NOTHING_TO_DECIDE'],
    tag: 'mentors',
    summary: 'Approve (`approve` true: the teacher mentors the school) or turn down a pending request',
  },
  {
    method: 'GET',
    path: '/admin/mentor-bindings',
    procedure: 'admin.mentors.bindings',
    access: 'admin',
    from: 'query',
    tag: 'mentors',
    summary: 'Mentors and their schools, of one mentor (`user_id`) or school (`institution_id`), at most 500',
  },
  {
    method: 'POST',
    path: '/admin/mentor-bindings',
    procedure: 'admin.mentors.bind',
    access: 'admin',
    from: 'body',
    errors: ['NOT_FOUND', 'INSTITUTION_NOT_FOUND'],
    tag: 'mentors',
    summary: 'Make a user a mentor of a school (audited); already one: nothing changes',
  },
  {
    method: 'DELETE',
    path: '/admin/mentor-bindings/:userId/:institutionId',
    procedure: 'admin.mentors.unbind',
    access: 'admin',
    errors: ['NOT_FOUND'],
    tag: 'mentors',
    summary: 'Take a school from a mentor (audited); with the last school the mentor role goes too',
  },
  {
    method: 'POST',
    path: '/admin/institutions/:institutionId/join-code',
    procedure: 'admin.mentors.joinCode',
    access: 'admin',
    errors: ['NOT_FOUND'],
    tag: 'mentors',
    summary: 'A school’s join code, made the first time it is asked for (audited)',
  },
  {
    method: 'POST',
    path: '/admin/institutions/:institutionId/join-code/rotate',
    procedure: 'admin.mentors.rotateJoinCode',
    access: 'admin',
    errors: ['NOT_FOUND'],
    tag: 'mentors',
    summary: 'A new join code for a school: the old link stops working (audited)',
  },
];

export const CAPACITY_ROUTES: RestRoute[] = [...CERTIFICATE_ROUTES, ...PLAYGROUND_ROUTES, ...MENTOR_ROUTES];
