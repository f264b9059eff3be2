import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { TPasskeyAuthenticationResponse, TPasskeyRegistrationResponse } from '@ctf/shared/schemas/passkeys';
import { serverMessageOf } from '../../lib/errors';

/**
 * The browser side of passkeys (@simplewebauthn/browser), fetched only when a passkey is used or
 * made: the login page and the security page load it on the click, never in the first load.
 */
const browser = () => import('@simplewebauthn/browser');

/** The browser knows WebAuthn (and the page is a secure context). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

export async function createPasskey(options: Record<string, unknown>): Promise<TPasskeyRegistrationResponse> {
  const { startRegistration } = await browser();
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}

export async function getPasskeyAssertion(options: Record<string, unknown>): Promise<TPasskeyAuthenticationResponse> {
  const { startAuthentication } = await browser();
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}

/**
 * The person closed the browser's prompt, it timed out, or no passkey fits: WebAuthn says
 * NotAllowedError for all of these on purpose (nothing about the device leaks to the page).
 */
export function isPasskeyCancelled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, cause } = error as { name?: string; cause?: { name?: string } };
  return name === 'NotAllowedError' || name === 'AbortError' || cause?.name === 'NotAllowedError';
}

/** What a failed passkey step says: its own text for a closed prompt, else the server's words or `failed`. */
export function passkeyFailureText(error: unknown, texts: { cancelled: string; failed: string }): string {
  return isPasskeyCancelled(error) ? texts.cancelled : (serverMessageOf(error) ?? texts.failed);
}

/** The authenticator already holds a passkey of this account (WebAuthn's excludeCredentials matched). */
export function isPasskeyAlreadyThere(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: string; code?: string };
  return name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
}
