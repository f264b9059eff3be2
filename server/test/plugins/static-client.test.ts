import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_PATTERNS } from '@ctf/shared/page-paths';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { createCompetition } from '../support/competitions';

const dist = await mkdtemp(path.join(tmpdir(), 'ctf-dist-'));
await mkdir(path.join(dist, 'assets'));
await writeFile(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);
await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("app")');
await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
await writeFile(
  path.join(dist, 'route-preloads.json'),
  JSON.stringify({ '/': ['/assets/HomePage-abc.js', '/assets/x"><script>.js'], '/auth/login': [] }),
);

const { app, db } = await createTestApp({
  SERVE_CLIENT: 'true',
  CLIENT_DIST_DIR: dist,
  COMMUNITY_CHAT_URL: 'https://chat.example.org/invite?x=</script><script>alert(1)</script>',
  CODE_REPOSITORY_URL: 'https://code.example.org/platform',
  CTF_PLAYGROUND_URL: 'https://play.example.org/login',
});

function configOf(html: string): unknown {
  const match = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? '') : null;
}

describe('the built client is served from /', () => {
  it('serves index.html with the public configuration for every page path, and the not-found page too', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/auth/login', 200],
      ['/no/such/page?x=1', 404],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(configOf(res.body)).toEqual({
        publicUrl: TEST_ORIGIN,
        communityChatUrl: 'https://chat.example.org/invite?x=</script><script>alert(1)</script>',
        codeRepositoryUrl: 'https://code.example.org/platform',
        ctfPlaygroundUrl: 'https://play.example.org/login',
        devTools: true,
        botCheck: { provider: 'dev', siteKey: null },
      });
    }
  });

  it('cannot be broken out of by a configured URL', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("preloads a landing page's own chunks in its HTML, and only there", async () => {
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-abc.js"></head>');
    expect(home.body).not.toContain('<script>.js');
    expect(configOf(home.body)).not.toBeNull();
    for (const url of ['/auth/login', '/no/such/page'])
      expect((await app.inject({ url })).body, url).not.toContain('modulepreload');
    // The list itself is the server's, not a file for browsers.
    expect((await app.inject({ url: '/route-preloads.json' })).headers['content-type']).toMatch(/text\/html/);
  });

  it('answers 404 for a missing built file, not the page', async () => {
    const res = await app.inject({ url: '/assets/main-gone999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('keeps API paths out of the page fallback', async () => {
    const res = await app.inject({ url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a path no page has answers 404 with the not-found page', () => {
  const isPage = (body: string) => body.includes('<div id="root"></div>') && configOf(body) !== null;

  it('answers 200 for every page of the client, and 404 (the page, which draws "not found") for any other path', async () => {
    const { slug } = await createCompetition(db, { visibility: 'public' });
    const example = (pattern: string) =>
      pattern.replace(':slug', slug).replace(':id', '1').replace(':tab', 'all').replace('*', 'results');
    for (const pattern of PAGE_PATTERNS) {
      const res = await app.inject({ url: example(pattern) });
      expect(res.statusCode, pattern).toBe(200);
    }
    for (const url of ['/no/such/page', '/app/nowhere', '/admin/users/1', '/auth', '/rezultati/a/b', '/Rezultati-x']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(isPage(res.body), url).toBe(true);
    }
  });

  it('answers /rezultati/{slug} with 404 for an unknown or private competition, and 200 for one not yet published', async () => {
    const unpublished = await createCompetition(db, { visibility: 'public' });
    const unlisted = await createCompetition(db, { visibility: 'unlisted' });
    const hidden = await createCompetition(db, { visibility: 'private' });
    const statusOf = async (url: string) => (await app.inject({ url })).statusCode;
    expect(await statusOf(`/rezultati/${unpublished.slug}`)).toBe(200);
    expect(await statusOf(`/rezultati/${unlisted.slug}`)).toBe(200);
    expect(await statusOf(`/rezultati/${hidden.slug}`)).toBe(404);
    expect(await statusOf(`/rezultati/${unpublished.slug}-nema`)).toBe(404);
    // The spec's page is always there (its empty state when nothing is published).
    expect(await statusOf('/rezultati-sccquals2025')).toBe(200);
  });
});
