import { belgradeWallClock } from '@ctf/shared/belgrade-time';
import type { CertificateKind, CertificateLanguage } from '@ctf/shared/schemas/certificates';
import { formatLongDay } from '@ctf/shared/long-dates';
import { cyrillicToLatin, latinToCyrillic } from '@ctf/shared/transliteration';

/**
 * Who issues every certificate: the platform's own name in each script (docs/decisions.md,
 * "Certificates"), as the client's brand.
 */
export const CERTIFICATE_ISSUER: Record<CertificateLanguage, string> = { sr: 'CTF Србија', en: 'CTF Serbia' };

/** What one certificate says, as kept when it was issued. */
export interface CertificateFacts {
  code: string;
  kind: CertificateKind;
  holder: string;
  season: string;
  /** A competition's name, or for the national team the event it goes to. */
  competition: string | null;
  issuedAt: Date;
}

export interface CertificateText {
  title: string;
  awardedTo: string;
  holder: string;
  reason: string;
  season: string;
  issued: string;
  verify: string;
  code: string;
}

const TITLES: Record<CertificateLanguage, Record<CertificateKind, string>> = {
  sr: {
    participation: 'СЕРТИФИКАТ О УЧЕШЋУ',
    finalist: 'СЕРТИФИКАТ ФИНАЛИСТЕ',
    team: 'СЕРТИФИКАТ ЧЛАНА ДРЖАВНОГ ТИМА',
  },
  en: {
    participation: 'CERTIFICATE OF PARTICIPATION',
    finalist: 'FINALIST CERTIFICATE',
    team: 'NATIONAL TEAM CERTIFICATE',
  },
};

function reasonOf(lang: CertificateLanguage, kind: CertificateKind, competition: string | null): string {
  const quoted = competition ? (lang === 'sr' ? ` „${competition}“` : ` ${competition}`) : '';
  if (lang === 'sr') {
    if (kind === 'participation') return `за учешће у квалификацијама${quoted}`;
    if (kind === 'finalist') return `за пласман у финале${quoted}`;
    return competition
      ? `за чланство у државном тиму Србије на такмичењу${quoted}`
      : 'за чланство у државном тиму Србије';
  }
  if (kind === 'participation') return `for taking part in the qualifications${quoted ? ` of${quoted}` : ''}`;
  if (kind === 'finalist') return `for reaching the finals${quoted ? ` of${quoted}` : ''}`;
  return `for membership of the national team of Serbia${quoted ? ` at${quoted}` : ''}`;
}

/**
 * The certificate's words in one language and its script. The holder's name is kept as the person
 * typed it in Serbian (Latin typed without diacritics has no single Cyrillic form, so the platform
 * never transliterates a person's name to Cyrillic) and written in Latin in English; the platform's
 * own names (competitions, events) follow the language's script as everywhere else.
 */
export function certificateText(lang: CertificateLanguage, facts: CertificateFacts, checkUrl: string): CertificateText {
  const clock = belgradeWallClock(facts.issuedAt);
  const day = formatLongDay(lang, `${clock.year}-${clock.month}-${clock.day}`);
  const inScript = (text: string) => (lang === 'sr' ? latinToCyrillic(text) : cyrillicToLatin(text));
  const competition = facts.competition === null ? null : inScript(facts.competition);
  return {
    title: TITLES[lang][facts.kind],
    awardedTo: lang === 'sr' ? 'додељује се' : 'is awarded to',
    holder: lang === 'sr' ? facts.holder : cyrillicToLatin(facts.holder),
    reason: reasonOf(lang, facts.kind, competition),
    season: lang === 'sr' ? `сезона ${inScript(facts.season)}` : `season ${facts.season}`,
    issued: lang === 'sr' ? `Издао: ${CERTIFICATE_ISSUER.sr}, ${day}` : `Issued by ${CERTIFICATE_ISSUER.en} on ${day}`,
    verify: lang === 'sr' ? `Провера: ${checkUrl}` : `Verify at ${checkUrl}`,
    code: lang === 'sr' ? `Код: ${facts.code}` : `Code: ${facts.code}`,
  };
}
