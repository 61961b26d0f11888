import type { MailMessage } from './mail.ts';

const BRAND_GREEN = '#4CAF50';
// Dark text on the bright green: white on #4CAF50 is only 2.8:1.
const ON_GREEN = '#0b1f0c';
const LINK_GREEN = '#1B7A00';

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

/** One piece of a mail's body; each is written once and rendered both as plain text and as HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** A code or password the reader must type: large and spaced in HTML, on its own line in text. */
  | { kind: 'code'; label: string; value: string }
  | { kind: 'fields'; rows: ReadonlyArray<{ label: string; value: string; mailto?: boolean }> }
  /** Text as typed (line breaks kept), set off by the brand colour. */
  | { kind: 'quote'; text: string }
  | { kind: 'link'; label: string; href: string }
  /** Small print at the end. */
  | { kind: 'note'; text: string };

export type BrandedMail = {
  to: string;
  replyTo?: string;
  subject: string;
  /** The business name, shown in the green header of every mail. */
  brand: string;
  /** First line of the plain text and the HTML title under the header. */
  heading: string;
  blocks: ReadonlyArray<MailBlock>;
};

/**
 * Every mail the shop sends, in one layout: a plain-text part and an HTML part in the brand's green,
 * built from the same blocks. Everything is escaped in the HTML, so callers may pass what people typed.
 */
export function brandedMail(mail: BrandedMail): MailMessage {
  return {
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: `${[mail.heading, ...mail.blocks.map(blockText)].join('\n\n')}\n`,
    html: page(mail),
  };
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'quote':
    case 'note':
      return block.text;
    case 'heading':
      return `${block.text}:`;
    case 'code':
      return `${block.label}: ${block.value}`;
    case 'fields': {
      const width = Math.max(...block.rows.map((row) => row.label.length)) + 2;
      return block.rows.map((row) => `${`${row.label}:`.padEnd(width)}${row.value}`).join('\n');
    }
    case 'link':
      return `${block.label}: ${block.href}`;
    default:
      return unreachable(block);
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(block.text)}</h2>`;
    case 'code':
      return (
        `<p style="margin:0 0 4px;font-size:13px;color:#555">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 16px;font-family:Consolas,Menlo,monospace;font-size:28px;font-weight:700;letter-spacing:4px;` +
        `padding:12px 16px;background:#f1f8e9;border-left:4px solid ${BRAND_GREEN};display:inline-block">${escapeHtml(block.value)}</p>`
      );
    case 'fields':
      return (
        '<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;margin:0 0 16px">' +
        block.rows
          .map((row) => {
            const value = row.mailto
              ? `<a href="mailto:${escapeHtml(row.value)}" style="color:${LINK_GREEN}">${escapeHtml(row.value)}</a>`
              : escapeHtml(row.value);
            return (
              `<tr><th align="left" style="padding:4px 16px 4px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(row.label)}</th>` +
              `<td style="padding:4px 0">${value}</td></tr>`
            );
          })
          .join('\n') +
        '</table>'
      );
    case 'quote':
      return `<div style="white-space:pre-wrap;border-left:4px solid ${BRAND_GREEN};padding:8px 12px;margin:0 0 16px;background:#f9f9f9;font-size:15px;line-height:1.5">${escapeHtml(block.text)}</div>`;
    case 'link':
      return `<p style="margin:0 0 16px;font-size:15px"><a href="${escapeHtml(block.href)}" style="color:${LINK_GREEN};font-weight:600">${escapeHtml(block.label)}</a></p>`;
    case 'note':
      return `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(block.text)}</p>`;
    default:
      return unreachable(block);
  }
}

function page(mail: BrandedMail): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND_GREEN};color:${ON_GREEN};padding:20px 24px;font-size:22px;font-weight:700">${escapeHtml(mail.brand)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(mail.heading)}</h1>
${mail.blocks.map(blockHtml).join('\n')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function unreachable(block: never): never {
  throw new Error(`Unknown mail block: ${JSON.stringify(block)}`);
}
