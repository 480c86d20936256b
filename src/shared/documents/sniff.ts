import type { SignatureKind } from './content-types';

// Does a file's start fit the type it claims? A renamed program, or a PDF sent as a PNG, is refused
// whatever its name or Content-Type says. Magic numbers only: enough to catch the wrong kind of
// file, with no parser that a crafted file could attack. Text must be UTF-8 without NUL bytes,
// which the whole file is checked for as it streams by (textCheck).

/** How many first bytes sniffing needs (the longest: an OpenDocument's mimetype entry). */
export const SNIFF_BYTES = 128;

const bytesOf = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const at = (b: Uint8Array, offset: number, expected: readonly number[]) =>
  b.length >= offset + expected.length && expected.every((x, i) => b[offset + i] === x);
const textAt = (b: Uint8Array, offset: number, s: string) => at(b, offset, bytesOf(s));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'];

const u16 = (b: Uint8Array, o: number) => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, o: number) => u16(b, o) + u16(b, o + 2) * 0x10000;

/** An OpenDocument zip starts with a stored entry named 'mimetype' holding its type; null if not. */
function odfMimetype(b: Uint8Array): string | null {
  if (!at(b, 0, ZIP) || u16(b, 26) !== 8 || !textAt(b, 30, 'mimetype')) return null;
  const start = 38 + u16(b, 28);
  const size = Math.min(u32(b, 18), 100);
  return String.fromCharCode(...b.subarray(start, start + size));
}

/** Whether the first bytes (at least SNIFF_BYTES, or the whole file when shorter) fit the declared type. */
export function signatureMatches(kind: SignatureKind, declaredType: string, first: Uint8Array): boolean {
  switch (kind) {
    case 'pdf':
      return textAt(first, 0, '%PDF-');
    case 'jpeg':
      return at(first, 0, [0xff, 0xd8, 0xff]);
    case 'png':
      return at(first, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'gif':
      return textAt(first, 0, 'GIF87a') || textAt(first, 0, 'GIF89a');
    case 'webp':
      return textAt(first, 0, 'RIFF') && textAt(first, 8, 'WEBP');
    case 'heif':
      return textAt(first, 4, 'ftyp') && HEIF_BRANDS.some((brand) => textAt(first, 8, brand));
    case 'ooxml':
      // Any zip, but not an OpenDocument one passed off as an Office file.
      return at(first, 0, ZIP) && odfMimetype(first) === null;
    case 'odf': {
      const inside = odfMimetype(first);
      return at(first, 0, ZIP) && (inside === null || inside === declaredType);
    }
    case 'ole2':
      return at(first, 0, OLE2);
    case 'text':
      return !first.includes(0);
  }
}

/** Checks that a stream of chunks is UTF-8 text without NUL bytes, chunk by chunk. */
export interface TextCheck {
  /** False as soon as the text is not valid (later chunks need not be read). */
  push(chunk: Uint8Array): boolean;
  /** Whether the whole text was valid (a character cut off at the end is not). */
  end(): boolean;
}

export function textCheck(): TextCheck {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let ok = true;
  const run = (fn: () => void) => {
    if (!ok) return false;
    try {
      fn();
    } catch {
      ok = false;
    }
    return ok;
  };
  return {
    push: (chunk) =>
      run(() => {
        if (chunk.includes(0)) throw new Error('NUL');
        decoder.decode(chunk, { stream: true });
      }),
    end: () => run(() => decoder.decode()),
  };
}
