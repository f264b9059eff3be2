import type { TAttendanceInput } from '@ctf/shared/schemas/competition';

export const NEEDS = ['hotel_day1', 'hotel_day2', 'travel_compensation', 'excuse_note'] as const;
export type Need = (typeof NEEDS)[number];

export interface AttendanceFormValues extends Record<Need, boolean> {
  attending: '' | 'yes' | 'no';
}

export const NO_ANSWER: AttendanceFormValues = {
  attending: '',
  hotel_day1: false,
  hotel_day2: false,
  travel_compensation: false,
  excuse_note: false,
};

/** Spec section 3: declined alone, or accepted with the four needs; null until a choice is made. */
export function toAttendanceAnswer(values: AttendanceFormValues): TAttendanceInput | null {
  if (values.attending === 'no') return { status: 'declined' };
  if (values.attending !== 'yes') return null;
  return {
    status: 'accepted',
    hotel_day1: values.hotel_day1,
    hotel_day2: values.hotel_day2,
    travel_compensation: values.travel_compensation,
    excuse_note: values.excuse_note,
  };
}
