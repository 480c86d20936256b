import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The contracts' PDFs are set in DejaVu Sans (from the npm registry, dejavu-fonts-ttf): it draws
// Latin with every accent, Greek, Cyrillic and Vietnamese, which the PDF standard fonts (WinAnsi)
// cannot. Each PDF embeds only the letters it uses (subset), so a one-page contract stays small.

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
}

const require = createRequire(import.meta.url);
/** The four styles' files, in the order of `Fonts`. */
const paths = () => [
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf'),
];
let loaded: Uint8Array[] | null = null;

/** The font files, read once per thread (a worker builds many PDFs). */
const fontFiles = () => (loaded ??= paths().map((path) => readFileSync(path)));

export async function embedDejaVu(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold, italic, boldItalic] = await Promise.all(fontFiles().map((file) => doc.embedFont(file, { subset: true })));
  return { regular: regular!, bold: bold!, italic: italic!, boldItalic: boldItalic! };
}
