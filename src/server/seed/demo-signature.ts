import { crc32, deflateSync } from 'node:zlib';

// A drawn-looking signature as a real PNG (the demo's signed contracts carry one, as a person's
// finger would have drawn it): a wavy stroke on a transparent canvas. The tests draw theirs with
// the same pngOf.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG of width×height RGBA whose pixels `ink(x, y)` are dark; the rest is transparent. */
export function pngOf(width: number, height: number, ink: (x: number, y: number) => boolean): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x++) {
      if (!ink(x, y)) continue;
      rows.writeUInt32BE(0x111827ff, row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signature-like stroke, different for each seed. */
export function demoSignaturePng(seed: number): Buffer {
  const a = 14 + (seed % 7) * 2;
  const f = 0.05 + (seed % 5) * 0.012;
  return pngOf(240, 80, (x, y) => {
    if (x < 12 || x > 228) return false;
    const wave = 40 + a * Math.sin(x * f + seed) * Math.cos(x * 0.013 + seed / 3);
    return Math.abs(y - wave) < 1.6;
  });
}
