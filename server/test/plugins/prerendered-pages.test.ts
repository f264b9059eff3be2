import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';

// A built client and, beside it, a stand-in for the prerenderer (client/src/entry-server.tsx): it
// answers each page with its heading in the asked language, and fails for /privacy.
const parent = await mkdtemp(path.join(tmpdir(), 'ctf-prerender-'));
const dist = path.join(parent, 'dist');
await mkdir(dist);
await mkdir(`${dist}-ssr`);
await writeFile(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="sr" class="dark"><head><title>Сајт</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
await writeFile(path.join(dist, 'route-preloads.json'), JSON.stringify({ '/': ['/assets/HomePage-abc.js'] }));
await writeFile(
  path.join(`${dist}-ssr`, 'entry-server.js'),
  `export async function renderPage(url, language, config) {
    if (url === '/privacy') throw new Error('no such page in this stand-in');
    const heading = language === 'en' ? 'Cybersecurity contests' : 'Такмичења у сајбер безбедности';
    return {
      html: '<main><h1>' + heading + '</h1><a href="' + config.codeRepositoryUrl + '">code</a></main>',
      styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
      title: (language === 'en' ? 'Home' : 'Почетна') + ' · <Site>',
    };
  }`,
);

const { app } = await createTestApp({
  SERVE_CLIENT: 'true',
  CLIENT_DIST_DIR: dist,
  CODE_REPOSITORY_URL: 'https://code.example.org/platform',
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('public pages are sent prerendered in the visitor language', () => {
  it('sends the page in Serbian when no language was chosen, its text in the HTML before any script', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.body).toContain('<html lang="sr" class="dark">');
    expect(res.body).toContain('<div id="root" data-prerendered="sr"><main><h1>Такмичења у сајбер безбедности</h1>');
    expect(res.body).toContain('<title>Почетна · &lt;Site&gt;</title>');
    expect(res.body).toContain('<style data-emotion="css abc">');
    // The page's configuration (the configured links) and its chunk preloads stay.
    expect(res.body).toContain('href="https://code.example.org/platform"');
    expect(res.body).toContain('<script id="app-config" type="application/json">');
    // The code is asked for after the first paint: no script or preload tag in the HTML, the entry and
    // the page's chunk named in a data block the one inline script reads, and that script at the end.
    expect(res.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(res.body).toContain(
      '<script id="boot-modules" type="application/json">{"entry":["/assets/index.js"],"preload":["/assets/HomePage-abc.js"]}</script>',
    );
    expect(res.body.indexOf('<h1>')).toBeLessThan(res.body.indexOf('<script id="boot-modules"'));
    expect(res.body).toMatch(/<script>\(\(\)=>\{[^<]*\}\)\(\)<\/script><\/body>/);
  });

  it('allows that inline script by its hash in the CSP, and no other', async () => {
    const res = await page('/');
    const inline = /<script>([^<]*)<\/script>/.exec(res.body)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    expect(scriptSrc.split(' ')).toContain(hash);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('sends the language of the lang cookie, which the client writes beside its stored choice', async () => {
    const res = await page('/auth/login', { cookie: 'lang=en' });
    expect(res.body).toContain('<html lang="en" class="dark">');
    expect(res.body).toContain('data-prerendered="en"><main><h1>Cybersecurity contests</h1>');
    expect(res.body).toContain('<title>Home · &lt;Site&gt;</title>');
    // An unknown value is no choice: the default.
    expect((await page('/auth/login', { cookie: 'lang=de' })).body).toContain('data-prerendered="sr"');
  });

  it('ignores Accept-Language, as the client does when nothing is stored', async () => {
    const res = await page('/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.body).toContain('data-prerendered="sr"');
  });

  it('sends the unrendered page for addresses with a query, pages not prerendered, and failed renders', async () => {
    for (const url of ['/auth/login?email=a%40b.org', '/app/account', '/no/such/page', '/privacy']) {
      const res = await page(url, { cookie: 'lang=en' });
      expect(res.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('data-prerendered');
    }
  });
});

describe('pages and JSON are compressed by Accept-Encoding', () => {
  it('sends brotli or gzip that decode to the same page, and plain HTML to a client asking for neither', async () => {
    const plain = await page('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    // The unrendered page too.
    const other = await page('/no/such/page', { 'accept-encoding': 'br' });
    expect(other.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(other.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
  });

  it('compresses API answers that decode to the same JSON', async () => {
    const plain = await page('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await page('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await page('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const res = await page('/api/auth/session', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ user: null });
  });
});
