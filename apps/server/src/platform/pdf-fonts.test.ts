import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf.ts';
import { PDF_FONT, type PdfDocument, pdfDocument } from './pdf-fonts.ts';

/** Draws `lines` in a document of its own, alternating the two fonts, and answers its bytes once it ends. */
function drawn(lines: string[]): { doc: PdfDocument; bytes: Promise<Buffer> } {
  const doc = pdfDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  lines.forEach((line, index) => {
    doc.font(index % 2 === 0 ? PDF_FONT.regular : PDF_FONT.bold).text(line);
  });
  return { doc, bytes };
}

describe('the PDF fonts, parsed once for every document', () => {
  it('two documents drawn side by side each embed their own glyphs, macrons and all', async () => {
    // Interleaved as the outbox draws two PDFs at a time: one font object serves both.
    const first = drawn(['Ōtāhuhu Meats', 'Whangārei']);
    const second = drawn(['Kāpiti Deli', 'Tūhoe Street']);
    second.doc.end();
    first.doc.end();
    const [a, b] = await Promise.all([first.bytes, second.bytes]);

    expect(pdfText(a)).toMatch(/Ōtāhuhu Meats\s+Whangārei/);
    expect(pdfText(b)).toMatch(/Kāpiti Deli\s+Tūhoe Street/);
    expect(pdfText(a)).not.toContain('Kāpiti');
    // Each embeds subsets of both faces, and only those.
    for (const bytes of [a, b]) {
      const fonts = execFileSync('pdffonts', ['-'], { input: bytes, encoding: 'utf8' });
      expect(fonts).toMatch(/\+Roboto-Regular\s+CID TrueType/);
      expect(fonts).toMatch(/\+Roboto-Bold\s+CID TrueType/);
      expect(fonts.trim().split('\n')).toHaveLength(4);
    }
  });
});
