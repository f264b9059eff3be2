import { describe, expect, it } from 'vitest';
import {
  GUARDIAN_CONSENT_AGE,
  ZCompetitorApplicationSchema,
  ZCompetitorPersonStepSchema,
  needsGuardianConsent,
} from './competitor';

/** A YYYY-MM-DD birth date that makes someone exactly `years` old today, shifted by `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

const person = (date_of_birth: string, guardian_consent?: boolean) => ({
  first_name: 'Ana',
  last_name: 'Petrović',
  gender: 'female' as const,
  date_of_birth,
  permanent_residence: 'Niš',
  ...(guardian_consent === undefined ? {} : { guardian_consent }),
});
const application = (date_of_birth: string, guardian_consent?: boolean) => ({
  ...person(date_of_birth, guardian_consent),
  institution_id: null,
  institution_name: 'Gimnazija',
  shirt_size: 'M',
});
const guardianIssues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).filter((issue) => issue.path[0] === 'guardian_consent').map((issue) => issue.message);

describe('a guardian consents for applicants under 15', () => {
  it('knows who is under 15 today: the day before the 15th birthday yes, on it no', () => {
    expect(GUARDIAN_CONSENT_AGE).toBe(15);
    expect(needsGuardianConsent(bornYearsAgo(15, 1), new Date())).toBe(true);
    expect(needsGuardianConsent(bornYearsAgo(15), new Date())).toBe(false);
    expect(needsGuardianConsent('not-a-date', new Date())).toBe(false);
  });

  it('refuses an application of a 14-year-old without the consent, in the step and in the whole application', () => {
    const young = bornYearsAgo(14);
    expect(guardianIssues(ZCompetitorPersonStepSchema.safeParse(person(young)))).toEqual(['guardianConsentRequired']);
    expect(guardianIssues(ZCompetitorApplicationSchema.safeParse(application(young, false)))).toEqual([
      'guardianConsentRequired',
    ]);
    expect(ZCompetitorApplicationSchema.safeParse(application(young, true)).success).toBe(true);
  });

  it('asks nothing of applicants 15 and older (the field defaults to false)', () => {
    const parsed = ZCompetitorApplicationSchema.parse(application(bornYearsAgo(15)));
    expect(parsed.guardian_consent).toBe(false);
    expect(ZCompetitorPersonStepSchema.safeParse(person(bornYearsAgo(20))).success).toBe(true);
  });
});
