import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { SIGNER_ROLE_LABELS, type Signer } from '../../shared/contracts/contracts.schema';
import { formatDateTime } from '../../shared/format';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import { htmlBlocks, type Block, type Run } from './html-blocks';
import { embedDejaVu, type Fonts } from './pdf-fonts';
import { pngHeaderSize, withinSignatureSize } from './signature-image';

// GET /api/contract/{id}/pdf: the contract as a real PDF (A4), its text laid out from the filled
// HTML and its signatures (name, role, when, and the drawing) on the last page. A PDF-based
// contract is its uploaded file with the signature page added.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const SIZES = { body: 10.5, h1: 20, h2: 14.5, h3: 12 } as const;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.5);

class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(A4);
  }
  ensure(height: number) {
    if (this.y - height < MARGIN + 20) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  /** A word's width: measuring lays the word out with fontkit, and a contract repeats its words. */
  private widths = new Map<PDFFont, Map<string, number>>();
  width(font: PDFFont, text: string, size: number): number {
    let known = this.widths.get(font);
    if (!known) this.widths.set(font, (known = new Map()));
    const key = `${size} ${text}`;
    let width = known.get(key);
    if (width === undefined) known.set(key, (width = font.widthOfTextAtSize(text, size)));
    return width;
  }
  font(r: Pick<Run, 'bold' | 'italic'>) {
    return r.bold ? (r.italic ? this.fonts.boldItalic : this.fonts.bold) : r.italic ? this.fonts.italic : this.fonts.regular;
  }
  /** Lays runs out in lines within `width` from `x`, wrapping at spaces; answers nothing, moves y. */
  runs(runs: Run[], size: number, x: number, width: number, color = INK) {
    const lineHeight = size * 1.45;
    const words = runs.flatMap((r) => (r.text === '\n' ? [{ ...r, text: '\n' }] : r.text.split(/(?<= )/).map((w) => ({ ...r, text: w }))));
    let line: { text: string; font: PDFFont; width: number }[] = [];
    let used = 0;
    const flush = () => {
      this.ensure(lineHeight);
      let at = x;
      for (const w of line) {
        this.page.drawText(w.text, { x: at, y: this.y - size, size, font: w.font, color });
        at += w.width;
      }
      this.y -= lineHeight;
      line = [];
      used = 0;
    };
    for (const w of words) {
      if (w.text === '\n') {
        flush();
        continue;
      }
      const font = this.font(w);
      const wWidth = this.width(font, w.text, size);
      if (used + wWidth > width && line.length > 0) {
        flush();
        if (!w.text.trim()) continue;
      }
      const text = used === 0 ? w.text.trimStart() : w.text;
      line.push({ text, font, width: text === w.text ? wWidth : this.width(font, text, size) });
      used += wWidth;
    }
    if (line.length) flush();
  }
  block(b: Block) {
    if (b.kind === 'rule') {
      this.ensure(16);
      this.page.drawLine({ start: { x: MARGIN, y: this.y - 8 }, end: { x: MARGIN + WIDTH, y: this.y - 8 }, thickness: 0.5, color: MUTED });
      this.y -= 16;
      return;
    }
    if (b.kind === 'heading') {
      const size = b.level === 1 ? SIZES.h1 : b.level === 2 ? SIZES.h2 : SIZES.h3;
      this.y -= b.level === 1 ? 0 : size * 0.6;
      this.ensure(size * 3);
      this.runs(
        b.runs.map((r) => ({ ...r, bold: true })),
        size,
        MARGIN,
        WIDTH,
      );
      this.y -= size * 0.35;
      return;
    }
    if (b.kind === 'item') {
      const indent = 16 + (b.depth ?? 0) * 16;
      this.ensure(SIZES.body * 1.45);
      this.page.drawText(b.marker ?? '•', { x: MARGIN + indent - 12, y: this.y - SIZES.body, size: SIZES.body, font: this.fonts.regular, color: INK });
      this.runs(b.runs, SIZES.body, MARGIN + indent, WIDTH - indent);
      this.y -= 2;
      return;
    }
    this.runs(b.runs, SIZES.body, MARGIN, WIDTH);
    this.y -= SIZES.body * 0.6;
  }
}

export interface PdfSignature {
  role: Signer['role'];
  png: Uint8Array;
}

/** A stored drawing as the PDF's image; null when it cannot be drawn (too large, or not a PNG). */
async function embedSignature(doc: PDFDocument, png: Uint8Array) {
  const size = pngHeaderSize(png);
  if (!size || !withinSignatureSize(size)) return null;
  try {
    return await doc.embedPng(png);
  } catch {
    return null;
  }
}

/** The signatures section: each signer with their role, name, when and their drawing; or that they have not signed yet. */
async function signatures(w: Writer, signers: readonly Signer[], images: readonly PdfSignature[]) {
  w.y -= 12;
  // The section on one page when it fits: a signature is never parted from the others.
  w.ensure(Math.min(40 + signers.length * 110, A4[1] - 2 * MARGIN - 20));
  w.runs([{ text: 'Signatures', bold: true, italic: false }], SIZES.h2, MARGIN, WIDTH);
  if (signers.length === 0) w.runs([{ text: 'Nobody is asked to sign yet.', bold: false, italic: true }], SIZES.body, MARGIN, WIDTH, MUTED);
  for (const s of signers) {
    w.ensure(110);
    w.y -= 6;
    w.runs(
      [
        { text: `${SIGNER_ROLE_LABELS[s.role]}: `, bold: true, italic: false },
        { text: s.signed_name ?? s.name, bold: false, italic: false },
      ],
      SIZES.body,
      MARGIN,
      WIDTH,
    );
    const image = images.find((i) => i.role === s.role);
    if (s.signed_at && image) {
      w.runs([{ text: `Signed on ${formatDateTime(s.signed_at)}`, bold: false, italic: false }], SIZES.body - 1, MARGIN, WIDTH, MUTED);
      const png = await embedSignature(w.doc, image.png);
      if (png) {
        const scale = Math.min(200 / png.width, 70 / png.height, 1);
        w.page.drawImage(png, { x: MARGIN, y: w.y - png.height * scale, width: png.width * scale, height: png.height * scale });
        w.y -= png.height * scale + 4;
      } else w.runs([{ text: m.signatureCannotBeShown, bold: false, italic: true }], SIZES.body - 1, MARGIN, WIDTH, MUTED);
      w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: MARGIN + 220, y: w.y }, thickness: 0.5, color: MUTED });
      w.y -= 10;
    } else if (s.signed_at) {
      w.runs(
        [{ text: `Signed electronically on ${formatDateTime(s.signed_at)}, through the e-signature provider`, bold: false, italic: false }],
        SIZES.body - 1,
        MARGIN,
        WIDTH,
        MUTED,
      );
    } else {
      w.runs([{ text: 'Not signed yet', bold: false, italic: true }], SIZES.body - 1, MARGIN, WIDTH, MUTED);
    }
  }
}

function footer(doc: PDFDocument, fonts: Fonts, title: string) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = `${title} - page ${i + 1} of ${pages.length}`;
    page.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 8, font: fonts.regular, color: MUTED });
  });
}

export async function contractPdf(c: { name: string; html: string; signers: readonly Signer[]; images: readonly PdfSignature[] }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(c.name);
  doc.setCreator('Workplace');
  const fonts = await embedDejaVu(doc);
  const w = new Writer(doc, fonts);
  for (const b of htmlBlocks(c.html)) w.block(b);
  await signatures(w, c.signers, c.images);
  footer(doc, fonts, c.name);
  return doc.save();
}

/** A PDF-based contract: the uploaded file, and a page with the signatures. */
export async function stampedPdf(original: Uint8Array, c: { name: string; signers: readonly Signer[]; images: readonly PdfSignature[] }): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original);
  const fonts = await embedDejaVu(doc);
  const w = new Writer(doc, fonts);
  w.runs([{ text: c.name, bold: true, italic: false }], SIZES.h2, MARGIN, WIDTH);
  await signatures(w, c.signers, c.images);
  return doc.save();
}
