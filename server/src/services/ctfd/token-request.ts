import { hasNul } from '@ctf/shared/schemas/primitives';

/** The RFC 6749 §5.2 error codes the token endpoint answers with. */
export type TokenError = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

export interface TokenRequest {
  clientId: string;
  clientSecret: string;
  /** The client authenticated with HTTP Basic, so a refusal must say `WWW-Authenticate: Basic`. */
  viaBasic: boolean;
  grantType: string;
  code?: string;
  redirectUri?: string;
  codeVerifier?: string;
}

const PARAMS = ['grant_type', 'code', 'redirect_uri', 'client_id', 'client_secret', 'code_verifier'] as const;
type Params = Partial<Record<(typeof PARAMS)[number], string>>;

function formDecode(value: string) {
  return decodeURIComponent(value.replace(/\+/g, ' '));
}

/** RFC 6749 §2.3.1: `Basic base64(urlencode(id) ":" urlencode(secret))`; null without Basic. */
function basicCredentials(header: string | undefined): { clientId: string; clientSecret: string } | null | 'malformed' {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return /^Basic\b/i.test(header ?? '') ? 'malformed' : null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return 'malformed';
  try {
    const clientId = formDecode(decoded.slice(0, colon));
    const clientSecret = formDecode(decoded.slice(colon + 1));
    return hasNul(clientId) || hasNul(clientSecret) ? 'malformed' : { clientId, clientSecret };
  } catch {
    return 'malformed';
  }
}

/** Each parameter at most once and as a string (RFC 6749 §3.2), or null. */
function readParams(body: unknown): Params | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const params: Params = {};
  for (const name of PARAMS) {
    const value = (body as Record<string, unknown>)[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || hasNul(value)) return null;
    params[name] = value;
  }
  return params;
}

/** Reads a token request: client_secret_post (what CTFd sends) or HTTP Basic, never both. */
export function parseTokenRequest(
  authorization: string | undefined,
  body: unknown,
): TokenRequest | { error: TokenError } {
  const params = readParams(body);
  if (!params?.grant_type) return { error: 'invalid_request' };
  const basic = basicCredentials(authorization);
  if (basic === 'malformed') return { error: 'invalid_client' };
  if (basic && params.client_secret !== undefined) return { error: 'invalid_request' };
  if (basic && params.client_id !== undefined && params.client_id !== basic.clientId)
    return { error: 'invalid_client' };
  const clientId = basic?.clientId ?? params.client_id;
  const clientSecret = basic?.clientSecret ?? params.client_secret;
  if (!clientId || !clientSecret) return { error: 'invalid_client' };
  return {
    clientId,
    clientSecret,
    viaBasic: basic !== null,
    grantType: params.grant_type,
    code: params.code,
    redirectUri: params.redirect_uri,
    codeVerifier: params.code_verifier,
  };
}
