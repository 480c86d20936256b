import { decodePDFRawStream, PDFContext, PDFName, PDFObjectParser, PDFRawStream, PDFRef } from 'pdf-lib';

// Reading a PDF (pdf-lib's load) unpacks its object streams and cross-reference streams in full:
// a 200 kB file can unpack to gigabytes. Before loading, each such stream is unpacked here, in
// chunks, counting what comes out, and the file is refused past the limit. The objects are found
// as pdf-lib's parser finds them ("12 0 obj"), each parsed by pdf-lib's own object parser.

const OBJECT_HEADER = /(?<![0-9])[0-9]+(?:[\0\t\n\f\r ]|%[^\r\n]*)+[0-9]+(?:[\0\t\n\f\r ]|%[^\r\n]*)+obj/g;
const UNPACKED_TYPES = new Set([PDFName.of('ObjStm'), PDFName.of('XRef')]);
const CHUNK = 1024 * 1024;

/** Whether the streams pdf-lib unpacks on load come to at most `maxBytes` unpacked. */
export function unpacksWithin(bytes: Uint8Array, maxBytes: number): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const context = PDFContext.create();
  let total = 0;
  for (const header of text.matchAll(OBJECT_HEADER)) {
    let object;
    try {
      object = PDFObjectParser.forBytes(bytes.subarray(header.index + header[0].length), context).parseObject();
    } catch {
      continue;
    }
    if (!(object instanceof PDFRawStream)) continue;
    const type = object.dict.get(PDFName.of('Type'));
    // A type given by reference is only known once read: counted like an object stream.
    if (!(type instanceof PDFRef) && !UNPACKED_TYPES.has(type as PDFName)) continue;
    try {
      const stream = decodePDFRawStream(object);
      for (;;) {
        const chunk = stream.getBytes(CHUNK);
        total += chunk.length;
        if (total > maxBytes) return false;
        if (chunk.length < CHUNK) break;
      }
    } catch {
      // A stream that does not unpack: pdf-lib's own load says whether the file is readable.
    }
  }
  return true;
}
