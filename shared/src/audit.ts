/**
 * Every action the audit log records (server/src/services/audit/audit.ts takes only these), so the
 * audit page can name each one in both languages and offer it in its filter.
 */
export const AUDIT_ACTIONS = [
  'user.update',
  'user.delete',
  'account.delete',
  'user.suspend',
  'user.restore',
  'user.sessionsRevoke',
  'user.verificationResend',
  'user.markVerified',
  'competitor.accept',
  'competitor.reject',
  'competitor.reconsider',
  'competitor.revoke',
  'competitor.institution',
  'competitor.discordRelease',
  'competitor.teamAdd',
  'competitor.teamRemove',
  'institution.create',
  'institution.update',
  'institution.delete',
  'institution.merge',
  'competition.delete',
  'competition.archive',
  'competition.restore',
  'season.create',
  'season.rename',
  'season.delete',
  'category.create',
  'category.update',
  'category.delete',
  'category.move',
  'finals.gateInvite',
  'finals.waitlistOffer',
  'roster.create',
  'roster.update',
  'roster.memberAdd',
  'roster.memberRemove',
  'roster.memberReserve',
  'roster.confirm',
  'roster.reopen',
  'data.export',
  'data.import',
  'mentor.bind',
  'mentor.unbind',
  'mentor.requestApprove',
  'mentor.requestReject',
  'mentor.requestConfirm',
  'institution.joinCode',
  'certificate.revoke',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction => AUDIT_ACTIONS.includes(value as AuditAction);

/** Bookkeeping an entry's before and after may carry that is no change a person made. */
export const AUDIT_INTERNAL_FIELDS: readonly string[] = ['id', 'version', 'created_at', 'updated_at'];
