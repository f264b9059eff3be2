import { PUBLIC_CONFIG_ELEMENT_ID } from '@ctf/shared/constants';
import { ZPublicConfigSchema } from '@ctf/shared/public-config';
import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('document', { getElementById: () => null });
const { parsePublicConfig, readPublicConfig } = await import('./public-config');

function documentWith(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === PUBLIC_CONFIG_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  };
}

describe('the public configuration embedded by the server', () => {
  it('is read from the JSON block in the page', () => {
    const config = {
      publicUrl: 'https://ctf.example.rs',
      communityChatUrl: 'https://discord.gg/ctf-rs',
      codeRepositoryUrl: 'https://github.com/example/ctf',
      ctfPlaygroundUrl: 'https://play.example.org/login',
      devTools: true,
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
          publicUrl: 'https://ctf.example.rs',
          communityChatUrl: 'javascript:alert(1)',
          codeRepositoryUrl: 'https://github.com/example/ctf',
          ctfPlaygroundUrl: 'https://play.example.org/login',
          devTools: true,
          botCheck: { provider: 'dev', siteKey: null },
        }),
      ),
    );
    expect(config.communityChatUrl).toBe('https://discord.com/');
  });
});

describe('the hand-written check agrees with the server schema', () => {
  const valid = {
    communityChatUrl: 'https://discord.gg/ctf-rs',
    codeRepositoryUrl: 'http://git.example.org/ctf',
    ctfPlaygroundUrl: 'https://play.example.org/login',
    devTools: true,
    botCheck: { provider: 'dev', siteKey: null },
  };
  const cases: unknown[] = [
    valid,
    { ...valid, botCheck: { provider: 'turnstile', siteKey: '0x4AAA' } },
    { ...valid, botCheck: { provider: 'recaptcha', siteKey: null } },
    { ...valid, botCheck: { provider: 'dev' } },
    { ...valid, botCheck: null },
    { ...valid, devTools: 'yes' },
    { ...valid, devTools: undefined },
    { ...valid, ctfPlaygroundUrl: 'ftp://play.example.org' },
    { ...valid, ctfPlaygroundUrl: 'javascript:alert(1)' },
    { ...valid, communityChatUrl: 'not a url' },
    { ...valid, codeRepositoryUrl: 42 },
    { communityChatUrl: valid.communityChatUrl },
    null,
    'text',
    [],
  ];

  it('accepts and refuses the same configurations', () => {
    for (const value of cases) {
      expect(parsePublicConfig(value) !== null, JSON.stringify(value)).toBe(
        ZPublicConfigSchema.safeParse(value).success,
      );
    }
  });
});
