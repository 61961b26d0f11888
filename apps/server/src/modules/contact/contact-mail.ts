import type { ContactFormInput } from '@cleaver/domain/schemas';
import type { MailMessage } from '../../platform/mail.ts';

const BRAND_GREEN = '#4CAF50';
// Dark text on the bright green: white on #4CAF50 is only 2.8:1.
const ON_GREEN = '#0b1f0c';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes text safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The mail staff receive for a Contact Us message: to the business address, Reply-To the sender,
 * in plain text and in the brand's HTML. Everything the visitor typed is escaped in the HTML.
 */
export function contactMail(options: {
  form: ContactFormInput;
  to: string;
  brand: string;
  site: string;
}): MailMessage {
  const { form, to, brand, site } = options;
  // A name is one line in a subject, whatever was pasted into the field.
  const name = form.fullName.replace(/\s+/g, ' ');
  const mobile = form.mobile || 'not given';
  const text = [
    `New enquiry from the Contact Us form on ${site}`,
    '',
    `Name:   ${name}`,
    `Email:  ${form.email}`,
    `Mobile: ${mobile}`,
    '',
    'Message:',
    form.message,
    '',
    `Reply to this email to answer ${name} directly.`,
    '',
  ].join('\n');

  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 16px 4px 0;color:#555;font-weight:600;vertical-align:top">${label}</th>` +
    `<td style="padding:4px 0">${value}</td></tr>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(`Website enquiry from ${name}`)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND_GREEN};color:${ON_GREEN};padding:20px 24px;font-size:22px;font-weight:700">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:18px">New website enquiry</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px">
${row('Name', escapeHtml(name))}
${row('Email', `<a href="mailto:${escapeHtml(form.email)}" style="color:#1B7A00">${escapeHtml(form.email)}</a>`)}
${row('Mobile', escapeHtml(mobile))}
</table>
<h2 style="margin:24px 0 8px;font-size:16px">Message</h2>
<div style="white-space:pre-wrap;border-left:4px solid ${BRAND_GREEN};padding:8px 12px;background:#f9f9f9;font-size:15px;line-height:1.5">${escapeHtml(form.message)}</div>
<p style="margin:24px 0 0;font-size:13px;color:#555">Reply to this email to answer ${escapeHtml(name)} directly. Sent from the Contact Us form on ${escapeHtml(site)}.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { to, replyTo: form.email, subject: `Website enquiry from ${name}`, text, html };
}
