import { execFileSync } from 'node:child_process';

/** The text of a PDF, by poppler's pdftotext, laid out as printed. */
export function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
}
