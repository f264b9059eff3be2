import { PUBLIC_CONFIG_ELEMENT_ID } from '@ctf/shared';
import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('document', { getElementById: () => null });
const { readPublicConfig } = await import('./public-config');

function documentWith(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === PUBLIC_CONFIG_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  };
}

describe('the public configuration embedded by the server', () => {
  it('is read from the JSON block in the page', () => {
    const config = {
      communityChatUrl: 'https://discord.gg/ctf-rs',
      codeRepositoryUrl: 'https://github.com/example/ctf',
      ctfPlaygroundUrl: 'https://play.example.org/login',
      botCheck: { provider: 'turnstile', siteKey: '1x00000000000000000000AA' },
    };
    expect(readPublicConfig(documentWith(JSON.stringify(config)))).toEqual(config);
  });

  it('falls back to safe defaults when the block is missing, broken or invalid', () => {
    const invalid = JSON.stringify({ communityChatUrl: 'not a url', codeRepositoryUrl: 'https://github.com/x' });
    for (const text of [null, '', '{not json', invalid]) {
      const config = readPublicConfig(documentWith(text));
      expect(config.communityChatUrl).toMatch(/^https:\/\//);
      expect(config.codeRepositoryUrl).toMatch(/^https:\/\//);
    }
  });

  it('never turns a non-web address into a link target', () => {
    const config = readPublicConfig(
      documentWith(
        JSON.stringify({
          communityChatUrl: 'javascript:alert(1)',
          codeRepositoryUrl: 'https://github.com/example/ctf',
          ctfPlaygroundUrl: 'https://play.example.org/login',
          botCheck: { provider: 'dev', siteKey: null },
        }),
      ),
    );
    expect(config.communityChatUrl).toBe('https://discord.com/');
  });
});
