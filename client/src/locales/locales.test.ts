import { LANGUAGES } from '@ctf/shared';
import { describe, expect, it } from 'vitest';
import { translations } from './index';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [path: string, value: string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const leavesByLanguage = Object.fromEntries(LANGUAGES.map((lng) => [lng, leaves(translations[lng])]));

// Latin words the Serbian interface keeps as they are: acronyms, and the English language's own name.
const LATIN_IN_SERBIAN = /\b(CTF|English)\b/g;

describe('every visible text exists in every language', () => {
  for (const lng of LANGUAGES) {
    for (const other of LANGUAGES.filter((candidate) => candidate !== lng)) {
      it(`every key in ${lng} also exists in ${other}`, () => {
        const otherPaths = new Set(leavesByLanguage[other]!.map(([path]) => path));
        const missing = leavesByLanguage[lng]!.map(([path]) => path).filter((path) => !otherPaths.has(path));
        expect(missing).toEqual([]);
      });
    }

    it(`no text in ${lng} is empty`, () => {
      const empty = leavesByLanguage[lng]!.filter(([, value]) => value.trim() === '').map(([path]) => path);
      expect(empty).toEqual([]);
    });
  }
});

describe('the Serbian interface is written in Cyrillic', () => {
  it('has no Latin letters outside the allowed acronyms and language names', () => {
    const latin = leavesByLanguage
      .sr!.filter(([, value]) => /[A-Za-z]/.test(value.replace(LATIN_IN_SERBIAN, '')))
      .map(([path, value]) => `${path}: ${value}`);
    expect(latin).toEqual([]);
  });
});
