// The JavaScript a first visit downloads: the entry chunk index.html loads, gzipped as a server would.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './bench-env';

export interface Chunk {
  file: string;
  kB: number;
  gzipKB: number;
}

export interface BundleFigures {
  /** The chunk of index.html's <script type="module">. */
  entry: Chunk;
  /** Chunks index.html preloads (<link rel="modulepreload">), loaded with the entry. */
  preloaded: Chunk[];
  /** The largest of entry and preloaded (the entry itself is a few lines: the build keeps each module's execution order). */
  largestInitial: Chunk;
  /** Entry plus preloaded, gzipped: what the first page needs before it runs. */
  initialGzipKB: number;
  /** All JS chunks of dist/client/assets, largest (gzipped) first. */
  chunks: Chunk[];
  totalGzipKB: number;
}

const DIST = resolve(ROOT, 'dist/client');
/** kB of 1,000 bytes, as Vite prints them. */
const kB = (bytes: number) => Math.round(bytes / 100) / 10;

/** A chunk of dist/client/assets, by file name, raw and gzipped. */
export function measure(file: string): Chunk {
  const bytes = readFileSync(resolve(DIST, 'assets', file));
  // zlib's default level (6), about what a web server's on-the-fly gzip uses.
  return { file, kB: kB(bytes.length), gzipKB: kB(gzipSync(bytes).length) };
}

export function bundleFigures(): BundleFigures {
  const html = readFileSync(resolve(DIST, 'index.html'), 'utf8');
  const entryFile = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entryFile) throw new Error('No module script in dist/client/index.html');
  const preloadFiles = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const chunks = readdirSync(resolve(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map(measure)
    .sort((a, b) => b.gzipKB - a.gzipKB);
  const entry = chunks.find((c) => c.file === entryFile)!;
  const preloaded = chunks.filter((c) => preloadFiles.includes(c.file));
  const largestInitial = [entry, ...preloaded].sort((a, b) => b.gzipKB - a.gzipKB)[0]!;
  return { entry, preloaded, largestInitial, initialGzipKB: sumGzipKB([entry, ...preloaded]), chunks, totalGzipKB: sumGzipKB(chunks) };
}

/** The chunks' gzipped sizes added up, in kB to one decimal. */
export const sumGzipKB = (list: readonly Chunk[]) => Math.round(list.reduce((s, c) => s + c.gzipKB, 0) * 10) / 10;
