import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

// The standard PDF fonts (Helvetica) know only WinAnsi, so 'Whangārei' printed as 'Whang&V’'. Roboto has the
// macron vowels, is the web app's Material face, and pdfkit embeds only the glyphs a document draws. The files
// are resolved from the font package when the server starts, so the bundle in dist/ finds them in node_modules
// as the source does, and a missing package stops the start instead of the first invoice.
const fontFile = (path: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/roboto/${path}`);

/** The fonts for `doc.font()` in a document from {@link pdfDocument}, by name. */
export const PDF_FONT = {
  regular: fontFile('400Regular/Roboto_400Regular.ttf'),
  bold: fontFile('700Bold/Roboto_700Bold.ttf'),
} as const;

// Each font is read and parsed once for the process and handed to every document. Given the file, pdfkit parsed
// it again for each document, and fontkit decodes a font's layout tables as text first needs them: a statement
// spent two thirds of its 35 ms decoding Roboto's tables again, all of it on the thread that answers the shop
// (decision 030). A document embeds the glyphs it drew from its own subset; the parsed font is only read.
let parsed: Map<string, Font> | undefined;
function parsedFonts(): Map<string, Font> {
  parsed ??= new Map(
    Object.values(PDF_FONT).map((file) => [file, create(readFileSync(file)) as Font] as const),
  );
  return parsed;
}

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** A PDFKit document drawing in the regular font until told otherwise, with both of {@link PDF_FONT} registered. */
export function pdfDocument(options: Omit<PDFKit.PDFDocumentOptions, 'font'>): PdfDocument {
  const fonts = parsedFonts();
  // pdfkit takes a parsed fontkit font where it takes a file (`typeof src.layout === 'function'`); its types do not say so.
  const font = (file: string) => fonts.get(file) as unknown as string;
  const doc = new PDFDocument({ ...options, font: font(PDF_FONT.regular) });
  for (const file of Object.values(PDF_FONT)) doc.registerFont(file, font(file));
  return doc;
}
