/**
 * Message keys for what a schema's own keys do not cover: zod's built-in checks (a missing field, a
 * wrong type, an unknown field …). Field errors carry only keys, like error codes, never zod's
 * English sentences; a client shows a key it has no text for as "not valid" in its language.
 */
export const GENERIC_VALIDATION_KEYS = [
  'required',
  'invalidType',
  'unknownField',
  'tooShort',
  'tooLong',
  'tooFew',
  'tooMany',
  'tooSmall',
  'tooBig',
  'invalidOption',
  'invalidFormat',
  'invalid',
] as const;
export type GenericValidationKey = (typeof GENERIC_VALIDATION_KEYS)[number];

/** A schema's own message is a key (`usernameMinLength`); zod's built-in messages are sentences. */
export function isMessageKey(message: string): boolean {
  return /^[a-z][A-Za-z0-9]*$/.test(message);
}
