import { LANGUAGES, type Language } from '@ctf/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../integrations/mail/message';
import { emailChangeConfirmMail, emailChangeNoticeMail, secondFactorGuessingMail } from './account-security-templates';
import { competitorChangeMail } from './admin-templates';
import { registrationDecisionMail } from './competition-templates';
import { competitorDecisionMail } from './decision-templates';
import {
  announcementMail,
  finalistRemovedMail,
  finalsExtendedMail,
  finalsInvitationMail,
  finalsReminderMail,
} from './organizer-templates';
import { mentorConfirmMail, mentorDigestMail } from './mentor-templates';
import { passwordResetMail, verificationMail } from './templates';

/**
 * Every mail the platform sends, in both languages, exactly as the recipient gets it: subject, text
 * part and HTML part, written to `__rendered__/<mail>.<language>.txt` beside this file. A change to a
 * mail's wording shows in the review as a change of that file (`npx vitest run -u` writes it again).
 *
 * The details carry the characters that must not break a mail: markup and quotes in a name, a link
 * with `&`, a competition in quotes.
 */
const TO = 'ana@example.org';
const NAME = 'ana <b>&"</b>';
const COMPETITION = 'Квалификације „2026” & <finale>';
const URL = 'https://ctf.example.rs/auth/verify?token=abc&next="x"';
// A fixed instant: 5 December 2025, 20:00 in Belgrade (the mails write Belgrade time).
const EXPIRES_AT = new Date('2025-12-05T19:00:00Z');

const MAILS: Record<string, (lang: Language) => MailMessage> = {
  'mentor-confirm': (lang) =>
    mentorConfirmMail(lang, TO, {
      teacher: NAME,
      teacherEmail: 'nastavnik@example.org',
      institution: COMPETITION,
      url: URL,
    }),
  'mentor-digest': (lang) =>
    mentorDigestMail(lang, TO, {
      username: NAME,
      event: { kind: 'results', name: COMPETITION },
      students: [
        { name: 'Jelena <Đorđević>', stage: 'competed', results: [{ competition: 'Finale & <b>', place: 2 }] },
        { name: 'Marko', stage: 'accepted', results: [] },
      ],
      more: 3,
      url: URL,
    }),
  verification: (lang) => verificationMail(lang, TO, NAME, URL),
  'password-reset': (lang) => passwordResetMail(lang, TO, NAME, URL),
  'email-change-confirm': (lang) => emailChangeConfirmMail(lang, TO, NAME, URL),
  'email-change-requested': (lang) =>
    emailChangeNoticeMail(lang, TO, { username: NAME, newEmail: 'new@example.org', stage: 'requested', url: URL }),
  'email-change-changed': (lang) =>
    emailChangeNoticeMail(lang, TO, { username: NAME, newEmail: 'new@example.org', stage: 'changed', url: URL }),
  'second-factor-guessing': (lang) => secondFactorGuessingMail(lang, TO, NAME, URL),
  'competitor-accepted': (lang) => competitorDecisionMail(lang, TO, { name: NAME, accepted: true, reason: 'ignored' }),
  'competitor-rejected': (lang) =>
    competitorDecisionMail(lang, TO, { name: NAME, accepted: false, reason: 'Nedostaje <škola> & razred' }),
  'competitor-rejected-no-reason': (lang) =>
    competitorDecisionMail(lang, TO, { name: NAME, accepted: false, reason: null }),
  'competitor-revoked': (lang) =>
    competitorChangeMail(lang, TO, { name: NAME, kind: 'revoked', reason: 'Pravila <3>' }),
  'competitor-team-removed': (lang) =>
    competitorChangeMail(lang, TO, { name: NAME, kind: 'team-removed', reason: null }),
  'competitor-team-added': (lang) => competitorChangeMail(lang, TO, { name: NAME, kind: 'team-added', reason: '' }),
  'registration-accepted': (lang) =>
    registrationDecisionMail(lang, TO, { name: NAME, competition: COMPETITION, accepted: true }),
  'registration-rejected': (lang) =>
    registrationDecisionMail(lang, TO, { name: NAME, competition: COMPETITION, accepted: false }),
  'finals-invitation': (lang) =>
    finalsInvitationMail(lang, TO, { username: NAME, competition: COMPETITION, url: URL, expiresAt: EXPIRES_AT }),
  'finals-extended': (lang) =>
    finalsExtendedMail(lang, TO, { username: NAME, competition: COMPETITION, url: URL, expiresAt: EXPIRES_AT }),
  'finals-reminder': (lang) =>
    finalsReminderMail(lang, TO, { username: NAME, competition: COMPETITION, url: URL, expiresAt: EXPIRES_AT }),
  'finalist-removed': (lang) => finalistRemovedMail(lang, TO, { username: NAME, competition: COMPETITION }),
  announcement: (lang) =>
    announcementMail(lang, TO, {
      username: NAME,
      competition: COMPETITION,
      subject: 'Satnica <finala>',
      body: '  Prvi pasus & <b>.  \r\n \r\nDrugi pasus\nu dva reda.\n\nTreći.\n\n\n\nČetvrti.\n\n',
    }),
};

/** The whole mail as one readable file. */
const asFile = (mail: MailMessage) =>
  [`To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text, '', '---- HTML ----', mail.html, ''].join('\n');

describe('every mail, as its recipient reads it', () => {
  for (const [name, make] of Object.entries(MAILS)) {
    for (const lang of LANGUAGES) {
      it(`${name} (${lang})`, async () => {
        const mail = make(lang);
        expect(mail.to).toBe(TO);
        // The HTML part carries no markup from the details, only their escaped text.
        expect(mail.html).not.toMatch(/<b>|<finale>|<škola>|<3>|<finala>/);
        await expect(asFile(mail)).toMatchFileSnapshot(`__rendered__/${name}.${lang}.txt`);
      });
    }
  }

  it('writes each language in its own script (a Serbian mail in Cyrillic, an English one in Latin)', () => {
    for (const [name, make] of Object.entries(MAILS)) {
      if (name === 'announcement') continue; // the organizer's own subject and text, as written
      const sr = make('sr');
      const en = make('en');
      expect(sr.subject, name).toMatch(/[\u0400-\u04FF]/);
      expect(en.subject.replace(COMPETITION, ''), name).not.toMatch(/[\u0400-\u04FF]/);
      expect(en.text.replace(COMPETITION, ''), name).not.toMatch(/[\u0400-\u04FF]/);
    }
  });
});
