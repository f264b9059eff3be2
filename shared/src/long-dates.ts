import type { Language } from './i18n/languages';

/** Serbian month names in the genitive, as a date is written: „до 5. децембра”. */
const SR_MONTHS_GENITIVE = [
  'јануара',
  'фебруара',
  'марта',
  'априла',
  'маја',
  'јуна',
  'јула',
  'августа',
  'септембра',
  'октобра',
  'новембра',
  'децембра',
];

const belgrade = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Belgrade',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment in Belgrade time written out for a sentence (e-mails): "5. децембра 2025. у 20:00" in
 * Serbian (the month in the genitive, which the platform's ICU data does not give), "5 December
 * 2026, 20:00" in English.
 */
export function formatLongDateTime(lang: Language, date: Date): string {
  const p = Object.fromEntries(belgrade.formatToParts(date).map((part) => [part.type, part.value]));
  const month = Number(p.month) - 1;
  if (lang === 'sr') return `${Number(p.day)}. ${SR_MONTHS_GENITIVE[month]} ${p.year}. у ${p.hour}:${p.minute}`;
  return `${Number(p.day)} ${englishMonth(month)} ${p.year}, ${p.hour}:${p.minute}`;
}

function englishMonth(month: number): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month, 1)),
  );
}

/** A calendar day (YYYY-MM-DD) written out for a sentence: "1. децембра 2026." in Serbian, "1 December 2026" in English. */
export function formatLongDay(lang: Language, day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (lang === 'sr') return `${date}. ${SR_MONTHS_GENITIVE[month - 1]} ${year}.`;
  return `${date} ${englishMonth(month - 1)} ${year}`;
}
