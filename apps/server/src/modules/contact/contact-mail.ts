import type { ContactFormInput } from '@cleaver/domain/schemas';
import type { MailMessage } from '../../platform/mail.ts';
import { brandedMail } from '../../platform/mail-layout.ts';

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
  return brandedMail({
    to,
    replyTo: form.email,
    subject: `Website enquiry from ${name}`,
    brand,
    heading: 'New website enquiry',
    blocks: [
      { kind: 'paragraph', text: `New enquiry from the Contact Us form on ${site}` },
      {
        kind: 'fields',
        rows: [
          { label: 'Name', value: name },
          { label: 'Email', value: form.email, mailto: true },
          { label: 'Mobile', value: form.mobile || 'not given' },
        ],
      },
      { kind: 'heading', text: 'Message' },
      { kind: 'quote', text: form.message },
      { kind: 'note', text: `Reply to this email to answer ${name} directly.` },
    ],
  });
}
