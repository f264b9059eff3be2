import { LANGUAGES } from '@ctf/shared/i18n/languages';
import { glossaryBreaches } from '@ctf/shared/i18n/glossary';
import { describe, expect, it } from 'vitest';
import { accountEn } from './account/en';
import { accountSr } from './account/sr';
import { adminEn } from './admin/en';
import { adminSr } from './admin/sr';
import { appEn } from './app/en';
import { appSr } from './app/sr';
import { authEn } from './auth/en';
import { authSr } from './auth/sr';
import { certificateCheckEn } from './certificates/en';
import { certificateCheckSr } from './certificates/sr';
import { competitionsEn } from './competitions/en';
import { resultsTableEn } from './competitions/results/en';
import { resultsTableSr } from './competitions/results/sr';
import { resultsExtraEn } from './competitions/results-extra/en';
import { resultsExtraSr } from './competitions/results-extra/sr';
import { competitionsSr } from './competitions/sr';
import { dataTableEn } from './data-table/en';
import { dataTableSr } from './data-table/sr';
import { translations } from './index';
import { mentorsEn } from './mentors/en';
import { mentorsSr } from './mentors/sr';
import { certificatesStaffEn } from './organizer/certificates/en';
import { certificatesStaffSr } from './organizer/certificates/sr';
import { organizerEn } from './organizer/en';
import { organizerSr } from './organizer/sr';
import { privacyEn } from './privacy/en';
import { privacySr } from './privacy/sr';
import { securityEn } from './security/en';
import { securitySr } from './security/sr';
import { ascending } from '@ctf/shared/sort';

// The public texts and each area's texts, as i18next holds them once every area is loaded.
const allTexts = {
  en: {
    ...translations.en,
    ...authEn,
    ...appEn,
    ...accountEn,
    ...adminEn,
    ...competitionsEn,
    ...resultsTableEn,
    ...resultsExtraEn,
    ...organizerEn,
    ...securityEn,
    ...privacyEn,
    ...dataTableEn,
    ...mentorsEn,
    ...certificateCheckEn,
    ...certificatesStaffEn,
  },
  sr: {
    ...translations.sr,
    ...authSr,
    ...appSr,
    ...accountSr,
    ...adminSr,
    ...competitionsSr,
    ...resultsTableSr,
    ...resultsExtraSr,
    ...organizerSr,
    ...securitySr,
    ...privacySr,
    ...dataTableSr,
    ...mentorsSr,
    ...certificateCheckSr,
    ...certificatesStaffSr,
  },
};

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [path: string, value: string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const leavesByLanguage = Object.fromEntries(LANGUAGES.map((lng) => [lng, leaves(allTexts[lng])]));

// Latin words the Serbian interface keeps as they are: acronyms, brand names, the English language's own name,
// and interpolation placeholders ({{username}}), which i18next replaces before anyone reads them.
const LATIN_IN_SERBIAN = /\b(CTF|CTFd|CSV|JSON|Resend|Discord|GitHub|Women4Cyber|English|QR|PDF)\b|\{\{\w+\}\}/g;

describe('the areas never overwrite each other', () => {
  it('uses distinct top-level keys in the public texts and each area', () => {
    const keys = [
      translations.en,
      authEn,
      appEn,
      accountEn,
      adminEn,
      competitionsEn,
      resultsTableEn,
      resultsExtraEn,
      organizerEn,
      securityEn,
      privacyEn,
      dataTableEn,
      mentorsEn,
      certificateCheckEn,
      certificatesStaffEn,
    ].flatMap((part) => Object.keys(part));
    expect(keys.length).toBe(new Set(keys).size);
  });
});

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

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort(ascending);

describe('translations fill in the same values', () => {
  it('every text uses the same placeholders in every language', () => {
    const en = new Map(leavesByLanguage.en!);
    const different = leavesByLanguage
      .sr!.filter(
        ([path, value]) => JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(en.get(path) ?? '')),
      )
      .map(([path]) => path);
    expect(different).toEqual([]);
  });
});

describe('the Serbian interface is written in Cyrillic', () => {
  it('has no Latin letters outside the allowed acronyms and language names', () => {
    const latin = leavesByLanguage
      .sr!.filter(([, value]) => /[A-Za-z]/.test(value.replace(LATIN_IN_SERBIAN, '')))
      .map(([path, value]) => `${path}: ${value}`);
    expect(latin).toEqual([]);
  });
});

describe('one voice in each language (docs/glossary.md)', () => {
  for (const lng of LANGUAGES) {
    it(`every ${lng} text uses the glossary's terms`, () => {
      const breaches = leavesByLanguage[lng]!.flatMap(([path, value]) =>
        glossaryBreaches(lng, value).map((breach) => `${path}: ${breach}`),
      );
      expect(breaches).toEqual([]);
    });
  }
});
