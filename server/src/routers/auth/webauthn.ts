import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { relyingPartyFor } from '../../services/auth/passkey-ceremony';

// The schemas check the WebAuthn JSON's shape; @simplewebauthn checks everything it says.
export const asRegistration = (response: unknown) => response as RegistrationResponseJSON;
export const asAssertion = (response: unknown) => response as AuthenticationResponseJSON;

/** The relying party (this platform) of a passkey ceremony run by this request. */
export const relyingPartyOf = (ctx: { config: { publicUrl: string } }) => relyingPartyFor(ctx.config.publicUrl);
