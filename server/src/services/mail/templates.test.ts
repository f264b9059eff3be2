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
