/**
 * The words the interface and the e-mails must not use, each with the glossary's term to use instead
 * (docs/glossary.md). Tests check every visible text, server message and mail template against it.
 */
export interface GlossaryRule {
  readonly avoid: RegExp;
  readonly use: string;
}

export const GLOSSARY_RULES: { readonly sr: readonly GlossaryRule[]; readonly en: readonly GlossaryRule[] } = {
  sr: [
    { avoid: /е-пошт|е-порук|мејл(?<!имејл)|и-мејл|имеjл/iu, use: 'имејл, имејл адреса' },
    {
      avoid: /(?<!интернет )(?<!\p{L})(веза|везу|везе|везом)(?!\p{L})(?! са интернетом)/u,
      use: 'линк (веза само за интернет везу)',
    },
    { avoid: /(?<!\p{L})(логин|логова|улогова)/iu, use: 'пријава, пријавите се' },
  ],
  en: [
    { avoid: /\be-mail/i, use: 'email' },
    { avoid: /\bsign(ed|ing|s)?[ -](in|out)\b/i, use: 'log in, logged in, log out, login' },
    { avoid: /\bsign up\b|\bsignup\b/i, use: 'register, registration' },
    { avoid: /\bcontestant|\bparticipant/i, use: 'competitor (player for CTFd)' },
    { avoid: /\borganiser/i, use: 'organizer' },
  ],
};

/** The rules a text breaks, as "avoided words → term to use". */
export function glossaryBreaches(language: 'sr' | 'en', text: string): string[] {
  return GLOSSARY_RULES[language].flatMap((rule) => {
    const match = rule.avoid.exec(text);
    return match ? [`“${match[0]}” → ${rule.use}`] : [];
  });
}
