export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** Letters (any script), digits, underscore, hyphen and dot. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&#^-_.,';
export const EMAIL_MAX_LENGTH = 254;
/** Bot-check tokens longer than this are refused without asking the provider (Cloudflare's limit). */
export const BOT_CHECK_TOKEN_MAX_LENGTH = 2048;
export const BOT_CHECK_HEADER = 'x-turnstile-token';

export const ROLES = ['organizer', 'admin', 'women4cyber', 'reporter', 'mentor'] as const;
export type Role = (typeof ROLES)[number];
/**
 * Roles that open a staff area: they count only in a session that proved the second factor, and an
 * account holding one must enrol it (admins, organizers, reporters who read the programme's figures,
 * mentors who see their schools' students).
 */
export const SECOND_FACTOR_ROLES: readonly Role[] = ['admin', 'organizer', 'reporter', 'mentor'];
export function requiresSecondFactor(roles: readonly string[]): boolean {
  return roles.some((role) => (SECOND_FACTOR_ROLES as readonly string[]).includes(role));
}

/** The id of the JSON block in index.html that carries the public configuration. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';
