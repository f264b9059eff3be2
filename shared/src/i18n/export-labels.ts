import { belgradeWallClock } from '../belgrade-time';
import type { Language } from './languages';

/**
 * The words of the organizer's CSV files (issue 12): column headers, statuses, genders and yes/no in
 * the organizer's language. Times are Belgrade time, written as the pages show them.
 */
export const EXPORT_LABELS = {
  en: {
    username: 'username',
    email: 'email',
    fullName: 'full name',
    institution: 'institution',
    city: 'city',
    gender: 'gender',
    birthDate: 'birth date',
    shirtSize: 'shirt size',
    status: 'status',
    registeredAt: 'registered at (Belgrade time)',
    decidedAt: 'decided at (Belgrade time)',
    hotelDay1: 'hotel day 1',
    hotelDay2: 'hotel day 2',
    travelCompensation: 'travel compensation',
    excuseNote: 'excuse note',
    expiresAt: 'answer by (Belgrade time)',
    respondedAt: 'answered at (Belgrade time)',
    yes: 'yes',
    no: 'no',
    male: 'male',
    female: 'female',
    registration: { pending: 'pending', accepted: 'accepted', rejected: 'rejected' },
    invitation: { pending: 'pending', accepted: 'attending', declined: 'declined', expired: 'expired' },
  },
  sr: {
    username: 'корисничко име',
    email: 'имејл',
    fullName: 'име и презиме',
    institution: 'институција',
    city: 'место',
    gender: 'пол',
    birthDate: 'датум рођења',
    shirtSize: 'величина мајице',
    status: 'статус',
    registeredAt: 'пријављен (београдско време)',
    decidedAt: 'одлучено (београдско време)',
    hotelDay1: 'хотел 1. дан',
    hotelDay2: 'хотел 2. дан',
    travelCompensation: 'накнада путних трошкова',
    excuseNote: 'оправдање',
    expiresAt: 'рок за одговор (београдско време)',
    respondedAt: 'одговорено (београдско време)',
    yes: 'да',
    no: 'не',
    male: 'мушки',
    female: 'женски',
    registration: { pending: 'на чекању', accepted: 'прихваћена', rejected: 'одбијена' },
    invitation: { pending: 'на чекању', accepted: 'долази', declined: 'не долази', expired: 'истекао' },
  },
} as const satisfies Record<Language, unknown>;

/** dd.MM.yyyy HH:mm in Belgrade time, as every page shows a time; '' for none. */
export function belgradeDateTime(value: Date | string | null): string {
  if (value === null) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = belgradeWallClock(date);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** A calendar day (YYYY-MM-DD, a birth date) as dd.MM.yyyy, never shifted by a time zone. */
export function calendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}
