import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);

/** Scalar's standalone bundle (the `@scalar/api-reference` package): one file, read on first use. */
let bundle: { plain: Buffer; gzipped: Buffer } | undefined;
function scalarBundle() {
  if (!bundle) {
    const plain = readFileSync(require.resolve('@scalar/api-reference/browser/standalone.js'));
    bundle = { plain, gzipped: gzipSync(plain) };
  }
  return bundle;
}

const page = (prefix: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>CTF platform of Serbia: REST API</title>
  </head>
  <body>
    <div id="api-docs"></div>
    <script src="${prefix}/scalar.js"></script>
    <script src="${prefix}/init.js"></script>
  </body>
</html>
`;

// A file, not an inline script, so the page keeps the site's CSP (script-src 'self'). No fonts from
// Scalar's CDN (the CSP would refuse them anyway), no "try it" proxy, no AI agent, no telemetry.
// (The element is not called #api-reference: the bundle would mount a second, unconfigured copy there.)
const init = (documentUrl: string) => `window.Scalar.createApiReference('#api-docs', ${JSON.stringify({
  url: documentUrl,
  withDefaultFonts: false,
  darkMode: true,
  hideClientButton: true,
  hideTestRequestButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  telemetry: false,
})});
`;

/**
 * /api/docs: the API reference, rendered in the browser by Scalar from the OpenAPI document, every
 * file from our own origin.
 */
export function registerApiDocs(app: FastifyInstance, prefix: string, documentUrl: string) {
  app.get(prefix, async (_req, reply) => reply.type('text/html; charset=utf-8').send(page(prefix)));
  app.get(`${prefix}/init.js`, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(init(documentUrl)),
  );
  app.get(`${prefix}/scalar.js`, async (req, reply) => {
    const { plain, gzipped } = scalarBundle();
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'accept-encoding');
    return acceptsGzip ? reply.header('content-encoding', 'gzip').send(gzipped) : reply.send(plain);
  });
}
