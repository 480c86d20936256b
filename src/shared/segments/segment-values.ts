import { UUID_PATTERN } from '../ids';
import type { FieldKind } from './segment-fields';

// How a segment reads one value of a row, kind by kind. The evaluator uses these on the mirror and
// the SQL translation reproduces each rule in PostgreSQL (src/server/segments/segment-sql.ts), so a
// change here must be made there too; the equivalence test catches a drift.

/**
 * Case folding for text comparisons: JavaScript's toLowerCase, i.e. Unicode's full default case
 * mapping with the final-sigma rule ('ΑΣ' → 'ας', 'İ' → 'i̇'). PostgreSQL computes exactly this
 * with `lower(x collate "und-x-icu")` (ICU root locale), whatever the database's own locale is;
 * a plain `lower(x)` follows the database's ctype (ASCII only under C, simple mapping under
 * C.UTF-8) and would disagree on accents, Greek and Turkish letters.
 * No Unicode normalization: 'é' (one code point) and 'e' + U+0301 are different texts on both sides.
 */
export const foldText = (s: string): string => s.toLowerCase();

/** A text value, or null when empty: null, undefined and '' are empty; whitespace is not trimmed. */
export function textOf(v: unknown): string | null {
  if (typeof v === 'string') return v === '' ? null : v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

// ---- dates: ISO YYYY-MM-DD, compared as strings (which orders them by time for years 0001-9999)

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as YYYY-MM-DD, year 0001 to 9999 (what a PostgreSQL `date` accepts and prints). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (mo === 2 && !leap ? 28 : DAYS_IN_MONTH[mo - 1]!);
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A row's date as YYYY-MM-DD, or null (absent or not a real date). Date columns always hold real
 * dates; custom field values are text, and one that is no real date counts as empty, as the SQL
 * side reads it (src/server/custom-fields/custom-field-sql.ts).
 */
export const dateOf = (v: unknown): string | null => (typeof v === 'string' && isIsoDate(v) ? v : null);

// ---- numbers: exact decimals, so '12.50' equals '12.5' and digits beyond a double's precision count,
// as PostgreSQL's numeric compares them.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
export const isDecimal = (s: string): boolean => DECIMAL.test(s);

/** A decimal in canonical parts: no leading zeros in `int`, no trailing zeros in `frac`, zero is positive. */
export interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

function plainNumber(n: number): string {
  const s = String(n);
  // Exponent notation (1e21, 1e-7) is no decimal string; spell the double out instead.
  return s.includes('e') ? n.toFixed(Math.abs(n) < 1 ? 20 : 0) : s;
}

/** A row's or a condition's number: a JS number or a decimal string ('-12.50'); anything else is null. */
export function decimalOf(v: unknown): Decimal | null {
  const s = typeof v === 'number' ? (Number.isFinite(v) ? plainNumber(v) : '') : typeof v === 'string' ? v : '';
  const m = DECIMAL.exec(s);
  if (!m) return null;
  const int = (m[2] ?? '').replace(/^0+/, '');
  const frac = (m[3] ?? '').replace(/0+$/, '');
  return { negative: m[1] === '-' && (int !== '' || frac !== ''), int, frac };
}

function compareMagnitude(a: Decimal, b: Decimal): number {
  if (a.int.length !== b.int.length) return a.int.length < b.int.length ? -1 : 1;
  if (a.int !== b.int) return a.int < b.int ? -1 : 1;
  const width = Math.max(a.frac.length, b.frac.length);
  const fa = a.frac.padEnd(width, '0');
  const fb = b.frac.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

/** -1, 0 or 1, exactly (no floating point). */
export function compareDecimal(a: Decimal, b: Decimal): number {
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  const m = compareMagnitude(a, b);
  return a.negative ? -m : m;
}

// ---- flags: 0/1 integers as the API carries them (is_pool_vehicle), or booleans (is_active)

export function flagOf(v: unknown): 0 | 1 | null {
  if (v === 1 || v === true || v === '1') return 1;
  if (v === 0 || v === false || v === '0') return 0;
  return null;
}

// ---- teams: a list of team ids; uuids compare case-insensitively, as PostgreSQL's uuid type does

export const teamIdsOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string').map((t) => t.toLowerCase()) : []);

// ---- condition values

/** Text PostgreSQL can store and node-postgres sends unchanged: no NUL, no lone surrogate. */
export const storableText = (s: string): boolean => !s.includes('\u0000') && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

/** Whether a condition's value is one a field of this kind can be compared with (valueless ops need none). */
export function valueFits(kind: FieldKind, value: string | undefined): boolean {
  if (value === undefined || value === '' || !storableText(value)) return false;
  switch (kind) {
    case 'date':
      return isIsoDate(value);
    case 'number':
      return isDecimal(value);
    case 'flag':
      return value === '0' || value === '1';
    case 'team':
      return UUID_PATTERN.test(value);
    default:
      return true;
  }
}
