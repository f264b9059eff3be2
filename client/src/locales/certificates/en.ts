/** The public certificate check (/certificates/<code>) and the names of the kinds, loaded with their pages. */
export const certificateCheckEn = {
  certificateCheck: {
    title: 'Certificate check',
    intro:
      'Every certificate of the platform carries a code and a QR code that leads here. Type the code to see whether the certificate is genuine.',
    form: {
      label: 'Certificate code',
      hint: 'For example {{example}}; letter case, spaces and dashes do not matter.',
      submit: 'Check',
      invalid: 'A code has 16 letters and digits, for example {{example}}.',
    },
    loading: 'Checking the certificate…',
    loadFailed: 'The certificate could not be checked. Check your connection and try again.',
    retry: 'Try again',
    valid: {
      badge: 'Valid',
      title: 'This certificate is valid',
      text: 'It was issued by {{issuer}} and has not been revoked.',
    },
    revoked: {
      badge: 'Revoked',
      title: 'This certificate was revoked',
      text: 'It was revoked on {{date}} and no longer confirms what it says.',
    },
    unknown: {
      title: 'No certificate with this code',
      text: 'Compare the code with the one on the certificate and type it again.',
    },
    fields: {
      holder: 'Issued to',
      kind: 'Certificate',
      competition: 'Competition',
      event: 'Event',
      season: 'Season',
      issuedAt: 'Issued on',
      issuer: 'Issued by',
      code: 'Code',
      revokedAt: 'Revoked on',
    },
    kinds: {
      participation: 'Participation in the qualifications',
      finalist: 'Finalist',
      team: 'Member of the national team',
    },
  },
} as const;
