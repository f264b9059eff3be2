import { describe, expect, it } from 'vitest';
import { mentorConsentHolds } from './mentors';

const today = new Date('2025-06-01T10:00:00Z');

describe('a mentor may see a student when their consent holds', () => {
  it('needs the student’s own yes', () => {
    expect(
      mentorConsentHolds({ mentor_consent: false, guardian_consent: true, date_of_birth: '2005-01-01' }, today),
    ).toBe(false);
    expect(
      mentorConsentHolds({ mentor_consent: true, guardian_consent: false, date_of_birth: '2005-01-01' }, today),
    ).toBe(true);
  });

  it('under 15 counts only with the guardian’s consent, and from the 15th birthday on without it', () => {
    const child = { mentor_consent: true, date_of_birth: '2010-06-02' };
    expect(mentorConsentHolds({ ...child, guardian_consent: false }, today)).toBe(false);
    expect(mentorConsentHolds({ ...child, guardian_consent: true }, today)).toBe(true);
    expect(mentorConsentHolds({ ...child, guardian_consent: false }, new Date('2025-06-02T10:00:00Z'))).toBe(true);
  });
});
