import { z } from 'zod';
import { ZInstantSchema } from './common-output';
import { ZCurrentPasswordSchema } from './account-security';
import { zId, zName, zText } from './primitives';

// Passkeys (WebAuthn, issue 9): a second factor, or a sign-in without the password.

/** base64url as WebAuthn's JSON forms carry binary data; at most 16 KB of it. */
const zBase64Url = (max = 16_384) =>
  zText()
    .max(max, 'tooLong')
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'invalidFormat');

/** How the authenticator is reached ('internal', 'hybrid', 'usb' …); browsers add new ones over time. */
const ZTransportSchema = zText()
  .max(32, 'tooLong')
  .regex(/^[a-z-]+$/, 'invalidFormat');

/** What the browser's extensions answered; we ask for none, so anything here is only passed on. */
const ZClientExtensionResultsSchema = z.record(zText().max(64, 'tooLong'), z.unknown());

/**
 * The envelope both of WebAuthn's JSON answers share (`RegistrationResponseJSON`,
 * `AuthenticationResponseJSON`); only the authenticator's `response` differs.
 */
const webAuthnResponse = <TResponse extends z.ZodRawShape>(response: TResponse) =>
  z
    .object({
      id: zBase64Url(1024),
      rawId: zBase64Url(1024),
      type: z.literal('public-key'),
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      clientExtensionResults: ZClientExtensionResultsSchema,
      response: z.object(response).strict(),
    })
    .strict();

/** What navigator.credentials.create gives, as JSON. */
export const ZPasskeyRegistrationResponseSchema = webAuthnResponse({
  clientDataJSON: zBase64Url(),
  attestationObject: zBase64Url(),
  authenticatorData: zBase64Url().optional(),
  transports: z.array(ZTransportSchema).max(8, 'tooMany').optional(),
  publicKeyAlgorithm: z.number().int().optional(),
  publicKey: zBase64Url().optional(),
});

/** What navigator.credentials.get gives, as JSON. */
export const ZPasskeyAuthenticationResponseSchema = webAuthnResponse({
  clientDataJSON: zBase64Url(),
  authenticatorData: zBase64Url(),
  signature: zBase64Url(),
  userHandle: zBase64Url(1024).optional(),
});

export const PASSKEY_NAME_MAX_LENGTH = 60;
export const ZPasskeyNameSchema = zName().trim().min(1, 'passkeyNameRequired').max(PASSKEY_NAME_MAX_LENGTH, 'tooLong');

/** The options for navigator.credentials.create / .get, as @simplewebauthn makes them. */
const ZWebAuthnOptionsSchema = z.looseObject({ challenge: z.string() });

export const ZPasskeyOptionsSchema = z.object({ options: ZWebAuthnOptionsSchema });

export const ZPasskeyRegisterSchema = z
  .object({ name: ZPasskeyNameSchema, response: ZPasskeyRegistrationResponseSchema })
  .strict();

/**
 * Renaming or removing a passkey: a session that proved the second factor may; otherwise the
 * password is asked.
 */
export const ZPasskeyRenameSchema = z
  .object({ id: zId(), name: ZPasskeyNameSchema, password: ZCurrentPasswordSchema.optional() })
  .strict();
export const ZPasskeyDeleteSchema = z.object({ id: zId(), password: ZCurrentPasswordSchema.optional() }).strict();

export const ZPasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: ZInstantSchema,
  last_used_at: ZInstantSchema.nullable(),
  /** Synced to the user's other devices (a cloud keychain) rather than bound to one authenticator. */
  backed_up: z.boolean(),
});
export type TPasskey = z.infer<typeof ZPasskeySchema>;

export const ZPasskeyListSchema = z.object({
  passkeys: z.array(ZPasskeySchema),
  /** Renaming and removing ask for the password (the session has not proved the second factor). */
  mustConfirm: z.boolean(),
});

/** A password-less sign-in attempt: the options and the handle its answer must come back with. */
export const ZPasskeyLoginOptionsSchema = z.object({ attemptId: z.string(), options: ZWebAuthnOptionsSchema });

export const ZPasskeyLoginSchema = z
  .object({
    attemptId: zText().regex(/^[a-z2-7]{32}$/, 'invalid'),
    response: ZPasskeyAuthenticationResponseSchema,
  })
  .strict();

export const ZPasskeySecondFactorSchema = z.object({ response: ZPasskeyAuthenticationResponseSchema }).strict();

/** Which second factors the session's account has (the sign-in's second step offers these). */
export const ZSecondFactorMethodsSchema = z.object({ totp: z.boolean(), passkey: z.boolean() });

export type TPasskeyRegistrationResponse = z.input<typeof ZPasskeyRegistrationResponseSchema>;
export type TPasskeyAuthenticationResponse = z.input<typeof ZPasskeyAuthenticationResponseSchema>;
