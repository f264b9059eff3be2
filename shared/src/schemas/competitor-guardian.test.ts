import { describe, expect, it } from 'vitest';
import {
  GUARDIAN_CONSENT_AGE,
  ZCompetitorApplicationSchema,
  ZCompetitorPersonStepSchema,
  needsGuardianConsent,
} from './competitor';
import { applicantApplication, applicantPerson, bornYearsAgo } from '../test-support/applicant';

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
    expect(guardianIssues(ZCompetitorPersonStepSchema.safeParse(applicantPerson(young)))).toEqual([
      'guardianConsentRequired',
    ]);
    expect(guardianIssues(ZCompetitorApplicationSchema.safeParse(applicantApplication(young, false)))).toEqual([
      'guardianConsentRequired',
    ]);
    expect(ZCompetitorApplicationSchema.safeParse(applicantApplication(young, true)).success).toBe(true);
  });

  it('asks nothing of applicants 15 and older (the field defaults to false)', () => {
    const parsed = ZCompetitorApplicationSchema.parse(applicantApplication(bornYearsAgo(15)));
    expect(parsed.guardian_consent).toBe(false);
    expect(ZCompetitorPersonStepSchema.safeParse(applicantPerson(bornYearsAgo(20))).success).toBe(true);
  });
});
