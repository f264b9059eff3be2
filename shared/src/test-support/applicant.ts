// For the competitor schema tests: an applicant whose age is counted from today.

/** A YYYY-MM-DD birth date that makes someone exactly `years` old today, shifted by `days`. */
export function bornYearsAgo(years: number, days = 0): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** Step 1 of an application, the person, born on the day given; the consent only when given. */
export const applicantPerson = (date_of_birth: string, guardian_consent?: boolean) => ({
  first_name: 'Ana',
  last_name: 'Petrović',
  gender: 'female' as const,
  date_of_birth,
  permanent_residence: 'Niš',
  ...(guardian_consent === undefined ? {} : { guardian_consent }),
});

/** The whole application: the person, a typed institution and a shirt size. */
export const applicantApplication = (date_of_birth: string, guardian_consent?: boolean) => ({
  ...applicantPerson(date_of_birth, guardian_consent),
  institution_id: null,
  institution_name: 'Gimnazija',
  shirt_size: 'M',
});
