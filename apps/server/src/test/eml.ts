import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A mail as the local mailer wrote it: headers by lower-cased name, and each body part decoded. */
export type ParsedMail = {
  file: string;
  headers: Map<string, string>;
  parts: Array<{ contentType: string; body: string }>;
};

/** The `.eml` files under `<dataDir>/mail`, oldest first (names start with a timestamp). */
export function mailFiles(dataDir: string): string[] {
  const dir = join(dataDir, 'mail');
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

/** Reads one `.eml`: enough MIME for nodemailer's output (multipart/alternative, quoted-printable, base64). */
export function readMail(file: string): ParsedMail {
  const source = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const { headers, body } = splitHeaders(source);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => {
          const part = splitHeaders(chunk.replace(/^\n/, ''));
          return {
            contentType: (part.headers.get('content-type') ?? 'text/plain').split(';')[0] ?? '',
            body: decode(part.body, part.headers.get('content-transfer-encoding')),
          };
        })
    : [
        {
          contentType: contentType.split(';')[0] ?? '',
          body: decode(body, headers.get('content-transfer-encoding')),
        },
      ];
  return { file, headers, parts };
}

function splitHeaders(text: string): { headers: Map<string, string>; body: string } {
  const end = text.indexOf('\n\n');
  const head = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : text.slice(end + 2) };
}

function decode(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const joined = body.replace(/=\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < joined.length; i++) {
        const hex = joined.slice(i + 1, i + 3);
        if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(Number.parseInt(hex, 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
        }
      }
      return Buffer.from(bytes).toString('utf8');
    }
    default:
      return body;
  }
}

/**
 * Waits for the next mail to `to` that was not among `seen` (file paths), e.g. a code sent in the
 * background after the answer. Throws after `timeoutMs`.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  options: { seen?: ReadonlyArray<string>; timeoutMs?: number } = {},
): Promise<ParsedMail> {
  const seen = new Set(options.seen ?? []);
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    for (const file of mailFiles(dataDir)) {
      if (seen.has(file)) continue;
      const mail = readMail(file);
      if (mail.headers.get('to') === to) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within the time allowed`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The plain-text part of a mail. */
export function mailText(mail: ParsedMail): string {
  return mail.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
}
