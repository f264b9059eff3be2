import { describe, expect, it } from 'vitest';
import { type EligibilityCompetition, type EligibilityFacts, eligibilityReasons } from './eligibility-rule';

const now = new Date('2025-11-15T10:00:00Z');
const open: EligibilityCompetition = {
  required_role: null,
  age_min: null,
  age_max: null,
  age_reference_date: null,
  allowed_categories: [],
  requires_accepted_competitor: true,
  starts_at: new Date('2025-12-01T09:00:00Z'),
  registration_starts_at: new Date('2025-11-01T00:00:00Z'),
  registration_ends_at: new Date('2025-11-30T00:00:00Z'),
};
const competitor: EligibilityFacts = {
  application: { status: 'accepted', date_of_birth: '2005-12-01', institution_type: 'high_school' },
  discord: true,
  roles: [],
  categories: ['junior'],
};

describe('eligibilityReasons', () => {
  it('lets an accepted competitor with Discord into an open competition', () => {
    expect(eligibilityReasons(open, competitor, now)).toEqual([]);
  });

  it('takes the age on the start day when no reference date is set', () => {
    // Born 1 Dec 2005: 20 on the start day (1 Dec 2025), 19 today.
    expect(eligibilityReasons({ ...open, age_max: 19 }, competitor, now)).toEqual(['AGE_ABOVE_MAX']);
    expect(eligibilityReasons({ ...open, age_min: 20 }, competitor, now)).toEqual([]);
    expect(eligibilityReasons({ ...open, age_min: 20, age_reference_date: '2025-11-30' }, competitor, now)).toEqual([
      'AGE_BELOW_MIN',
    ]);
  });

  it('takes the start day on the Belgrade calendar', () => {
    // 30 Nov 23:30 UTC is already 1 Dec in Belgrade.
    const lateStart = { ...open, starts_at: new Date('2025-11-30T23:30:00Z'), age_min: 20 };
    expect(eligibilityReasons(lateStart, competitor, now)).toEqual([]);
  });

  it('names every reason, in the documented order', () => {
    const strict = {
      ...open,
      required_role: 'women4cyber',
      age_max: 15,
      allowed_categories: ['senior'],
      registration_ends_at: new Date('2025-11-10T00:00:00Z'),
    };
    const facts = { ...competitor, application: { ...competitor.application!, status: 'pending' }, discord: false };
    expect(eligibilityReasons(strict, facts, now)).toEqual([
      'NOT_A_COMPETITOR',
      'DISCORD_REQUIRED',
      'ROLE_REQUIRED',
      'AGE_ABOVE_MAX',
      'CATEGORY_NOT_ALLOWED',
      'REGISTRATION_CLOSED',
    ]);
  });

  it('takes a pending application when the organizer turned the accepted-competitor rule off', () => {
    const relaxed = { ...open, requires_accepted_competitor: false };
    const pending = { ...competitor, application: { ...competitor.application!, status: 'pending' } };
    expect(eligibilityReasons(relaxed, pending, now)).toEqual([]);
    const rejected = { ...competitor, application: { ...competitor.application!, status: 'rejected' } };
    expect(eligibilityReasons(relaxed, rejected, now)).toEqual(['NOT_A_COMPETITOR']);
    expect(eligibilityReasons(relaxed, { ...competitor, application: null, categories: [] }, now)).toEqual([
      'NOT_A_COMPETITOR',
    ]);
  });

  it('needs one of the allowed categories, any of them', () => {
    expect(eligibilityReasons({ ...open, allowed_categories: ['senior', 'junior'] }, competitor, now)).toEqual([]);
    expect(eligibilityReasons({ ...open, allowed_categories: ['senior'] }, competitor, now)).toEqual([
      'CATEGORY_NOT_ALLOWED',
    ]);
  });

  it('lets anyone enter a warm-up that asks for no accepted application and has no limits', () => {
    const warmup = {
      ...open,
      requires_accepted_competitor: false,
      registration_starts_at: null,
      registration_ends_at: null,
    };
    const nobody = { ...competitor, application: null, categories: [] };
    expect(eligibilityReasons(warmup, nobody, now, { entry: true })).toEqual(['REGISTRATION_CLOSED']);
    // Registering still needs an application to copy.
    expect(eligibilityReasons(warmup, nobody, now)).toEqual(['NOT_A_COMPETITOR', 'REGISTRATION_CLOSED']);
    // An age limit needs a birth date: only an application gives one.
    expect(eligibilityReasons({ ...warmup, age_max: 20 }, nobody, now, { entry: true })).toEqual([
      'NOT_A_COMPETITOR',
      'REGISTRATION_CLOSED',
    ]);
  });
});
