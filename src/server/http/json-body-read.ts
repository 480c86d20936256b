import sjson from 'secure-json-parse';
import { MAX_JSON_DEPTH } from '../../shared/limits';
import { messages } from '../../shared/messages';

// A JSON body read once for every route, on the request thread or in a worker (json-body.ts): an
// empty body refused as Fastify refuses it, the depth checked before anything walks the value, and
// prototype poisoning refused as Fastify's own parser refuses it (secure-json-parse, its parser).

export type BodyRead = { ok: true; value: unknown } | { ok: false; message: string };

/** The body's value, or why it is refused (a 400 in the API's shape). */
export function readJsonBody(text: string): BodyRead {
  if (text.length === 0) return { ok: false, message: messages.http.emptyJson };
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, message: messages.http.tooDeep(MAX_JSON_DEPTH) };
  try {
    return { ok: true, value: sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }) };
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
}

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, read in one pass without
 * recursion (brackets inside strings do not count). Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
      if (i < 0) return false;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * The index of the quote that ends the string opened at `open` (-1: none). Found with indexOf,
 * which the engine runs natively: most of a large body is strings (an import's 5 MB of cells took
 * the loop above, char by char, 40 ms of the server's thread).
 */
function stringEnd(text: string, open: number): number {
  for (let from = open + 1; ;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}
