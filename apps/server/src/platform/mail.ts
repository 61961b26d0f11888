import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with the mail (an invoice's PDF). */
  attachments?: ReadonlyArray<MailAttachment>;
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type Mailer = {
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
};

/** Who a mail comes from: 'Name <address>' as MAIL_FROM gives it, or a name and an address (quoted as needed). */
export type MailFrom = string | { name: string; address: string };

/**
 * The business as the sender of its own mail: its name and email from Settings, or, while it has no valid email,
 * its name at no-reply@ the shop's host.
 * @example businessSender({ brand: 'Kauri Meats', email: 'orders@kaurimeats.test' }, 'https://shop.example.nz')
 */
export function businessSender(profile: { brand: string; email: string }, publicUrl: string): MailFrom {
  const address = z.email().safeParse(profile.email).success
    ? profile.email
    : `no-reply@${new URL(publicUrl).hostname}`;
  return { name: profile.brand, address };
}

/** The message as nodemailer takes it (it wants a mutable list of attachments). */
function envelope(from: MailFrom, message: MailMessage) {
  const { attachments, ...rest } = message;
  return { from, ...rest, ...(attachments ? { attachments: [...attachments] } : {}) };
}

/**
 * SMTP when a URL is configured; otherwise every mail is written as an .eml file and logged. `from` is asked for
 * each mail, so a change to the business's name or email in Settings applies to the next one.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: () => Promise<MailFrom>;
  mailDir: string;
  log: (line: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail(envelope(await options.from(), message));
        options.log(`mail sent to ${message.to}: ${message.subject}`);
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  mkdirSync(options.mailDir, { recursive: true });
  // Two mails to one address in the same millisecond (orders placed together) must not share a file.
  let written = 0;
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(await options.from(), message));
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const sequence = String(written++ % 10_000).padStart(4, '0');
      const slug = message.to.replace(/[^a-z0-9@.-]+/gi, '_');
      const file = join(options.mailDir, `${stamp}-${sequence}-${slug}.eml`);
      // Written without blocking the event loop, under another name first and then renamed: whoever watches
      // the folder never opens a mail half written.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      options.log(`mail to ${message.to}: "${message.subject}" written to ${file}`);
      return { messageId: info.messageId, file };
    },
  };
}
