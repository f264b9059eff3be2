import { describe, expect, it } from 'vitest';
import { escapeHtml, verificationMail } from './templates';

describe('mail templates', () => {
  it('escape every HTML special character of what they are given', () => {
    expect(escapeHtml(`<b>&"'</b>`)).toBe('&#60;b&#62;&#38;&#34;&#39;&#60;/b&#62;');
  });

  it('escape the username and the link in the HTML part, and keep them as typed in the text part', () => {
    const mail = verificationMail('en', 'ana@example.org', '<img src=x onerror=alert(1)>', 'https://x.org/v?a=1&b="2"');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello, &#60;img src=x onerror=alert(1)&#62;!');
    expect(mail.html).toContain('href="https://x.org/v?a=1&#38;b=&#34;2&#34;"');
    expect(mail.text).toContain('Hello, <img src=x onerror=alert(1)>!');
  });
});

describe('the finals invitation', () => {
  it('gives the answer’s deadline with the Serbian month in the genitive', async () => {
    const { finalsInvitationMail } = await import('./organizer-templates');
    const details = {
      username: 'ana',
      competition: 'Finale',
      url: 'https://ctf.example.rs/x',
      expiresAt: new Date('2025-12-05T19:00:00Z'),
    };
    expect(finalsInvitationMail('sr', 'ana@example.org', details).text).toContain('до 5. децембра 2025. у 20:00');
    expect(finalsInvitationMail('en', 'ana@example.org', details).text).toContain('by 5 December 2025, 20:00');
  });
});
