import { describe, expect, it } from 'vitest';
import { NO_ANSWER, toAttendanceAnswer } from './attendance';

describe('the finals attendance answer', () => {
  it('is nothing until the finalist chooses', () => {
    expect(toAttendanceAnswer({ ...NO_ANSWER, hotel_day1: true })).toBeNull();
  });

  it('sends only the status when not attending, whatever was ticked', () => {
    expect(toAttendanceAnswer({ ...NO_ANSWER, attending: 'no', hotel_day1: true })).toEqual({ status: 'declined' });
  });

  it('sends the four needs when attending', () => {
    expect(toAttendanceAnswer({ ...NO_ANSWER, attending: 'yes', hotel_day1: true, travel_compensation: true })).toEqual(
      {
        status: 'accepted',
        hotel_day1: true,
        hotel_day2: false,
        travel_compensation: true,
        excuse_note: false,
      },
    );
  });
});
