// After `vite build`: every text file of the built client gets a brotli (.br) and a gzip (.gz) copy
// beside it, which the server sends as they are (@fastify/static's preCompressed). Compressing the
// app's scripts on every request cost the server's CPU just when a new device downloads its first
// pages (the service worker fetches every chunk to precache it), and brotli at its best setting,
// affordable once at build time, makes them smaller than gzip did.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES } from '../src/server/http/static-client';

const dir = process.env.BUILD_OUT_DIR ?? 'dist/client';
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dir, { recursive: true }).map(String)) {
  const path = join(dir, name);
  if (!TEXT.test(name) || !statSync(path).isFile()) continue;
  const bytes = readFileSync(path);
  if (bytes.length < COMPRESS_MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  files++;
  before += bytes.length;
  after += br.length;
}
console.log(`precompress: ${files} files in ${dir}, ${(before / 1e6).toFixed(2)} MB → ${(after / 1e6).toFixed(2)} MB as brotli`);
