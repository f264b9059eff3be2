import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { glossaryBreaches } from '@ctf/shared/i18n/glossary';
import { SERVER_MESSAGES, SERVER_NOTICES } from '@ctf/shared/i18n/server-messages';
import { describe, expect, it } from 'vitest';

// Texts people read that the server writes: every mail template, the CTFd refusal and bad-request pages, the API's messages.
const MAIL_DIR = path.dirname(new URL(import.meta.url).pathname);
const SOURCES = [
  ...readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(MAIL_DIR, name)),
  path.join(MAIL_DIR, '../ctfd/refusal.ts'),
  path.join(MAIL_DIR, '../../plugins/ctfd-provider.ts'),
  path.join(MAIL_DIR, '../ctfd/continue.ts'),
];

/** The string literals of a source file, each with the language its script says it is in. */
function literals(file: string): { language: 'sr' | 'en'; text: string }[] {
  const source = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((text) => /\s/.test(text))
    .map((text) => ({ language: /[\u0400-\u04FF]/.test(text) ? ('sr' as const) : ('en' as const), text }));
}

describe('the server speaks with the glossary’s words', () => {
  it('finds the texts it checks (the scan is not empty)', () => {
    const all = SOURCES.flatMap(literals);
    expect(all.filter((literal) => literal.language === 'sr').length).toBeGreaterThan(20);
    expect(all.filter((literal) => literal.language === 'en').length).toBeGreaterThan(20);
  });

  it('every mail template and the CTFd refusal page use the glossary’s terms', () => {
    const breaches = SOURCES.flatMap((file) =>
      literals(file).flatMap(({ language, text }) =>
        glossaryBreaches(language, text).map((breach) => `${path.basename(file)}: ${breach} in “${text.slice(0, 60)}”`),
      ),
    );
    expect(breaches).toEqual([]);
  });

  it('every API message and notice uses the glossary’s terms', () => {
    const breaches = (['sr', 'en'] as const).flatMap((language) =>
      [...Object.entries(SERVER_MESSAGES[language]), ...Object.entries(SERVER_NOTICES[language])].flatMap(
        ([key, text]) => glossaryBreaches(language, text).map((breach) => `${language}.${key}: ${breach}`),
      ),
    );
    expect(breaches).toEqual([]);
  });
});
