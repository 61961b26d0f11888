import { describe, expect, it } from 'vitest';
import { brandedMail, escapeHtml } from './mail-layout.ts';

describe('brandedMail', () => {
  const mail = brandedMail({
    to: 'sam@bistro.test',
    subject: 'Your <b>code</b>',
    brand: 'Kauri & Sons',
    heading: 'Reset your password',
    blocks: [
      { kind: 'paragraph', text: 'Hello Sam & co,' },
      { kind: 'code', label: 'Verification code', value: '042137' },
      {
        kind: 'fields',
        rows: [
          { label: 'Email', value: 'sam@bistro.test', mailto: true },
          { label: 'Valid for', value: '10 minutes' },
        ],
      },
      { kind: 'heading', text: 'Message' },
      { kind: 'quote', text: 'line one\n<img src=x onerror=alert(1)>' },
      { kind: 'link', label: 'Sign in', href: 'https://shop.test/login?a=1&b=2' },
      { kind: 'note', text: 'Ignore this if it was not you.' },
    ],
  });

  it('writes every block into the plain text, in order, one blank line apart', () => {
    expect(mail.text).toBe(
      `${[
        'Reset your password',
        'Hello Sam & co,',
        'Verification code: 042137',
        'Email:     sam@bistro.test\nValid for: 10 minutes',
        'Message:',
        'line one\n<img src=x onerror=alert(1)>',
        'Sign in: https://shop.test/login?a=1&b=2',
        'Ignore this if it was not you.',
      ].join('\n\n')}\n`,
    );
  });

  it('renders the same blocks as HTML under the brand header, escaping every text', () => {
    expect(mail.html).toContain('Kauri &amp; Sons</td>');
    expect(mail.html).toMatch(/background:#4CAF50/);
    expect(mail.html).toContain('<title>Your &lt;b&gt;code&lt;/b&gt;</title>');
    expect(mail.html).toContain('>042137</p>');
    expect(mail.html).toContain('href="mailto:sam@bistro.test"');
    expect(mail.html).toContain('href="https://shop.test/login?a=1&amp;b=2"');
    expect(mail.html).toContain('line one\n&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toMatch(/<img|<b>/);
  });

  it('keeps the subject as given and sets Reply-To only when asked', () => {
    expect(mail.subject).toBe('Your <b>code</b>');
    expect(mail).not.toHaveProperty('replyTo');
    expect(
      brandedMail({ to: 'a@b.test', replyTo: 'c@d.test', subject: 's', brand: 'b', heading: 'h', blocks: [] })
        .replyTo,
    ).toBe('c@d.test');
  });
});

describe('escapeHtml', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['"quoted" \'single\'', '&quot;quoted&quot; &#39;single&#39;'],
    ['<p>', '&lt;p&gt;'],
    ['plain', 'plain'],
  ])('%j → %j', (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});
