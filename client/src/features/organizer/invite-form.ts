import { ZEmailSchema } from '@ctf/shared/schemas/auth';
import { parseEmailLines } from '@ctf/shared/schemas/competition';
import type { OrganizerValidationKey } from './use-field-error-text';
import { fromDateTimeInput } from './belgrade-time';

export const MAX_INVITE_EMAILS = 1000;

export interface InviteFormValues {
  /** One address per line, as typed. */
  emails: string;
  /** datetime-local in Belgrade time. */
  expires_at: string;
}

export type InviteCheck =
  | { ok: true; emails: string[]; invitationExpiresAt: string }
  | {
      ok: false;
      errors: Partial<Record<keyof InviteFormValues, OrganizerValidationKey>>;
      /** The lines that are not e-mail addresses, for the message. */
      invalidLines: string[];
    };

/**
 * Spec section 5, finalist invitation: one e-mail per line, blank lines dropped; at least one
 * address and an expiry are required, otherwise nothing is sent. The expiry must also lie ahead.
 */
export function checkInvite(values: InviteFormValues, now = new Date()): InviteCheck {
  const emails = parseEmailLines(values.emails);
  const invalidLines = emails.filter((line) => !ZEmailSchema.safeParse(line).success);
  const errors: Partial<Record<keyof InviteFormValues, OrganizerValidationKey>> = {};
  if (emails.length === 0) errors.emails = 'emailsRequired';
  else if (invalidLines.length > 0) errors.emails = 'emailLinesInvalid';
  else if (emails.length > MAX_INVITE_EMAILS) errors.emails = 'emailsTooMany';

  const expiresAt = fromDateTimeInput(values.expires_at);
  const instant = expiresAt === null ? Number.NaN : new Date(expiresAt).getTime();
  if (expiresAt === null) errors.expires_at = 'expiryRequired';
  else if (Number.isNaN(instant)) errors.expires_at = 'dateInvalid';
  else if (instant <= now.getTime()) errors.expires_at = 'expiryPast';

  if (Object.keys(errors).length > 0 || expiresAt === null) return { ok: false, errors, invalidLines };
  return { ok: true, emails, invitationExpiresAt: expiresAt };
}
