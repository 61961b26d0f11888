import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// The standard PDF fonts (Helvetica) know only WinAnsi, so 'Whangārei' printed as 'Whang&V’'. Roboto has the
// macron vowels, is the web app's Material face, and pdfkit embeds only the glyphs a document draws. The files
// are resolved from the font package when the server starts, so the bundle in dist/ finds them in node_modules
// as the source does, and a missing package stops the start instead of the first invoice.
const fontFile = (path: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/roboto/${path}`);

/**
 * The fonts for `doc.font()` in a document from {@link pdfDocument}. A document caches a font by this name, the
 * file's path, so each file is read and parsed once per document.
 */
export const PDF_FONT = {
  regular: fontFile('400Regular/Roboto_400Regular.ttf'),
  bold: fontFile('700Bold/Roboto_700Bold.ttf'),
} as const;

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** A PDFKit document drawing in the regular font until told otherwise. */
export function pdfDocument(options: Omit<PDFKit.PDFDocumentOptions, 'font'>): PdfDocument {
  return new PDFDocument({ ...options, font: PDF_FONT.regular });
}
