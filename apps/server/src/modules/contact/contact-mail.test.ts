import { describe, expect, it } from 'vitest';
import { contactMail } from './contact-mail.ts';

const form = {
  fullName: 'Ana <b>Bold</b>\nBcc: everyone@example.test',
  email: 'ana@cafe.test',
  mobile: '',
  message: 'Line one\n<img src=x onerror=alert(1)>',
};

describe('contactMail', () => {
  const mail = contactMail({
    form,
    to: 'orders@kauri.test',
    brand: 'Kauri & Sons',
    site: 'https://shop.test',
  });

  it('goes to the business, answers to the sender, with the name on one subject line', () => {
    expect(mail.to).toBe('orders@kauri.test');
    expect(mail.replyTo).toBe('ana@cafe.test');
    expect(mail.subject).toBe('Website enquiry from Ana <b>Bold</b> Bcc: everyone@example.test');
  });

  it('escapes everything the visitor typed in the HTML part', () => {
    expect(mail.html).not.toMatch(/<b>|<img/);
    expect(mail.html).toContain('Ana &lt;b&gt;Bold&lt;/b&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Kauri &amp; Sons');
  });

  it('keeps the plain text as typed', () => {
    expect(mail.text).toContain('Line one\n<img src=x onerror=alert(1)>');
    expect(mail.text).toContain('Mobile: not given');
    expect(mail.text).toContain('Name:   Ana <b>Bold</b> Bcc: everyone@example.test');
  });
});
