/** The document's introduction (Markdown), shown at the top of /api/docs. */
export const API_GUIDE = `The platform's REST paths (spec section 7), each answered by the same procedure the web client
calls over tRPC: same validation, same rules, same errors.

**Signing in.** \`POST /api/auth/login\` with \`{"username", "password"}\` sets an httpOnly session
cookie; send it back on every later call. Login, registration, resend, forgot and reset need a solved
bot-check in the \`x-turnstile-token\` header: a Cloudflare Turnstile token in production, or in
development a token from \`POST /api/dev/bot-check\` (no body; answers \`{"token"}\`, single use).

**Origin.** Every request other than GET must carry an \`Origin\` header equal to the platform's
address (or one of its configured CORS origins); any other request is refused with 403 \`FORBIDDEN\`.

**Language.** Messages follow \`Accept-Language\`: \`sr\` (Serbian, Cyrillic; the default) or \`en\`.

**Paging.** Paged lists take \`page\` (from 1) and \`per_page\` in the query, and lists that can be
searched and sorted also take \`search\`, \`sort\` and \`direction\` (\`asc\` or \`desc\`). They answer
\`{"data": [...], "meta": {"total", "page", "per_page", "page_count"}}\`; a page past the end is empty.

**Errors.** Every refusal answers \`{"code", "message"}\`: \`code\` is stable (listed per path and
status below), \`message\` is for people, in the caller's language. A refused input also has
\`fieldErrors\`: message keys per field, such as \`usernameMinLength\`, or one of the generic keys
{{validationKeys}}.`;
