import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF read back as a reader opens it (pdf.js): the API tests and the browser journeys check the
// contracts' PDFs with it.

export interface PdfPageRead {
  /** The page's text, its spaces as drawn (runs of them as one). */
  text: string;
  /** How many images the page paints. */
  images: number;
}

/** A PDF as pdf.js reads it: each page's text and how many images it paints. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPageRead[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: PdfPageRead[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      // The server draws word by word, each with its space: joined as they are, and a line's end is a space.
      const text = content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : ''))
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      const ops = await page.getOperatorList();
      const images = ops.fnArray.filter((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject).length;
      pages.push({ text, images });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
