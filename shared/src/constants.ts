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

export const ROLES = ['organizer', 'admin', 'women4cyber'] as const;
export type Role = (typeof ROLES)[number];

/** The id of the JSON block in index.html that carries the public configuration. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';
