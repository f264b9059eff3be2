import { z } from 'zod';
import { ZInstantSchema, pagedSchema } from './common-output';
import { zId, zText } from './primitives';

/**
 * Issue 33 point 4: verifiable certificates. One per person, kind and season; a public check page at
 * /certificates/<code> says who, what, when and by whom (or that it was revoked), and nothing more.
 */
export const CERTIFICATE_KINDS = ['participation', 'finalist', 'team'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The kinds issued from a competition (a team certificate comes from a confirmed roster). */
export const COMPETITION_CERTIFICATE_KINDS = ['participation', 'finalist'] as const;

export const CERTIFICATE_STATUSES = ['valid', 'revoked', 'unknown'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const CERTIFICATE_LANGUAGES = ['sr', 'en'] as const;
export type CertificateLanguage = (typeof CERTIFICATE_LANGUAGES)[number];

// The code's alphabet and reading live apart from zod: the public check page uses them.
export {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_CODE_PATTERN,
  normalizeCertificateCode,
} from '../certificate-code';

/** A code as the check page or a staff form sends it: bounded; a malformed one is simply unknown. */
export const ZCertificateCodeSchema = zText().trim().min(1, 'codeRequired').max(64, 'codeInvalid');

export const ZCertificateCheckInputSchema = z.object({ code: ZCertificateCodeSchema }).strict();

/** The public answer: who, what, when and by whom; nothing else about the person. */
export const ZCertificateCheckSchema = z.object({
  status: z.enum(CERTIFICATE_STATUSES),
  /** The full name as on the certificate. */
  holder: z.string().optional(),
  kind: z.enum(CERTIFICATE_KINDS).optional(),
  /** The season's name ("2026"). */
  season: z.string().optional(),
  /** The competition's name; for a team certificate the event the team goes to (the roster's). */
  competition: z.string().nullable().optional(),
  issued_at: ZInstantSchema.optional(),
  /** The organization that issues it (the platform's, see docs/decisions.md "Certificates"). */
  issuer: z.string().optional(),
  revoked_at: ZInstantSchema.nullable().optional(),
});
export type CertificateCheck = z.infer<typeof ZCertificateCheckSchema>;

/** One of the signed-in person's certificates (the account page). */
export const ZOwnCertificateSchema = z.object({
  code: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  season: z.string(),
  competition: z.string().nullable(),
  issued_at: ZInstantSchema,
  revoked_at: ZInstantSchema.nullable(),
});
export type OwnCertificate = z.infer<typeof ZOwnCertificateSchema>;
export const ZOwnCertificatesSchema = z.array(ZOwnCertificateSchema);

/** Participation (a qualification with published results) or finalist (a finals competition). */
export const ZCertificateIssueSchema = z
  .object({ competition_id: zId(), kind: z.enum(COMPETITION_CERTIFICATE_KINDS) })
  .strict();
export type TCertificateIssueInput = z.input<typeof ZCertificateIssueSchema>;

/** The confirmed national team's members. */
export const ZCertificateIssueTeamSchema = z.object({ roster_id: zId() }).strict();

/** What a bulk issue queued: how many people the job goes through. */
export const ZCertificateIssueResultSchema = z.object({ total: z.number().int().min(0) });

/** Exactly one of the two: a competition's run or a roster's run. */
export const ZCertificateProgressInputSchema = z
  .object({ competition_id: zId().optional(), roster_id: zId().optional() })
  .strict()
  .refine((input) => (input.competition_id === undefined) !== (input.roster_id === undefined), 'sourceRequired');

/**
 * The latest bulk run for that source. `started_at` null: never run (all counts 0); `finished_at` null
 * while it runs.
 */
export const ZCertificateProgressSchema = z.object({
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  failed: z.number().int().min(0),
  started_at: ZInstantSchema.nullable(),
  finished_at: ZInstantSchema.nullable(),
});
export type CertificateProgress = z.infer<typeof ZCertificateProgressSchema>;

export const CERTIFICATE_PAGE_SIZE = 50;

/** The organizer's list: server-side paged, filtered by competition, season (its name) and a search. */
export const ZCertificateListInputSchema = z
  .object({
    competition_id: zId().optional(),
    season: zText().trim().min(1).max(50).optional(),
    kind: z.enum(CERTIFICATE_KINDS).optional(),
    /** A name (any script), a username or a code. */
    search: zText().trim().max(100).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
  })
  .strict();
export type TCertificateListInput = z.input<typeof ZCertificateListInputSchema>;

/** A certificate in the organizer's list: as its holder sees it, with who holds it and why it was revoked. */
export const ZCertificateRowSchema = ZOwnCertificateSchema.extend({
  holder: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  revoked_reason: z.string().nullable(),
});
export type CertificateRow = z.infer<typeof ZCertificateRowSchema>;
export const ZCertificatePageSchema = pagedSchema(ZCertificateRowSchema);
export type CertificatePage = z.infer<typeof ZCertificatePageSchema>;

export const ZCertificateRevokeSchema = z
  .object({
    code: ZCertificateCodeSchema,
    reason: zText().trim().min(1, 'reasonRequired').max(500, 'reasonMaxLength'),
  })
  .strict();
export type TCertificateRevokeInput = z.input<typeof ZCertificateRevokeSchema>;

export const ZCertificateRevokeResultSchema = z.object({ code: z.string(), revoked_at: ZInstantSchema });
