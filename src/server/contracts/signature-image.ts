import { PNG } from 'pngjs';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import { SIGNATURE_MAX_BYTES, SIGNATURE_MAX_PIXELS } from '../../shared/contracts/contracts.schema';
import { badRequest } from '../http/errors';

// A drawn signature is checked where it comes in (signInternally, the signing link): its size read
// from the PNG's header before anything is unpacked, then decoded and written again, so what is
// stored is pixels the PDF can always draw, never the bytes as sent (a PNG that unpacks to
// gigabytes, or one that is only a PNG's first bytes).

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image's size as its IHDR says, or null when the bytes do not start as a PNG this server decodes. */
export function pngHeaderSize(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 33 || !b.subarray(0, 8).equals(PNG_MAGIC) || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  // Interlaced images are unpacked by pngjs without a bound on their size; a canvas never makes one.
  if (b[28] !== 0) return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** Whether a PNG's header says it is within the signature's pixel size (checked before decoding, here and when a PDF draws it). */
export function withinSignatureSize(size: { width: number; height: number }): boolean {
  return size.width >= 1 && size.height >= 1 && size.width <= SIGNATURE_MAX_PIXELS.width && size.height <= SIGNATURE_MAX_PIXELS.height;
}

const refuse = (message: string) => badRequest(message, { base64_signature: message });

/** The drawing of a PNG data URL, decoded and encoded again: the bytes to store; 400 for anything else. */
export function checkedSignature(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length < 64 || bytes.length > SIGNATURE_MAX_BYTES || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw refuse(m.invalidSignature);
  const size = pngHeaderSize(bytes);
  if (!size) throw refuse(m.signatureUnreadable);
  if (!withinSignatureSize(size)) throw refuse(m.signatureTooLarge(SIGNATURE_MAX_PIXELS));
  let image: PNG;
  try {
    image = PNG.sync.read(bytes);
  } catch {
    throw refuse(m.signatureUnreadable);
  }
  // Not one stroke drawn: a fully transparent image is no signature.
  if (!hasInk(image)) throw refuse(m.invalidSignature);
  return PNG.sync.write(image, { colorType: 6 });
}

function hasInk(image: PNG): boolean {
  const { data } = image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
  return false;
}
