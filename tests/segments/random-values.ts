import type { SegmentCustomField } from '../../src/shared/segments/segment-fields';
import type { Random } from './random';

// The value pools of the equivalence test: the cases where JavaScript and PostgreSQL could
// disagree — case folding beyond ASCII (accents, ß, final sigma, dotted İ, astral letters,
// titlecase digraphs), decomposed accents, LIKE wildcards and backslashes, empty and
// space-padded texts, dates around month ends, decimals beyond a double's precision.

export const TEXTS = [
  'BMW',
  'bmw',
  'Bmw',
  'Peugeot',
  'Volvo V60',
  'Émile',
  'émile',
  'ÉMILE',
  'e\u0301mile',
  'Zoë',
  'ZOË',
  'Straße',
  'STRASSE',
  'strasse',
  'ΣΊΣΥΦΟΣ',
  'σίσυφος',
  'ΟΔΟΣ',
  'İstanbul',
  'istanbul',
  'ISTANBUL',
  'ǅemal',
  'Ǆ',
  '𐐀𐐁',
  '𐐨𐐩',
  'ＡＢＣ',
  'ａｂｃ',
  'Ⅻ',
  '100%',
  '100 pct',
  '50_50',
  '50-50',
  'a\\b',
  'a\\\\b',
  '%',
  '_',
  '\\',
  ' padded ',
  '  ',
  'x',
  'X',
  "O'Brien",
  'o’brien',
  'Ångström',
  'ÅNGSTRÖM',
  'Łódź',
  'ŁÓDŹ',
  'İ',
  'i̇',
];
export const EDGE_NEEDLES = ['%', '_', '\\', '%_', 'É', 'é', 'ss', 'SS', 'ß', 'σ', 'ς', 'Σ', 'i̇', 'İ', ' ', "'", '0', 'e\u0301'];

export const DATES = [
  '1999-12-31',
  '2000-01-01',
  '2000-02-29',
  '2023-02-28',
  '2023-03-01',
  '2024-02-28',
  '2024-02-29',
  '2024-03-01',
  '2024-12-31',
  '2025-01-01',
  '2031-07-15',
  '1970-01-01',
  '0001-01-01',
  '9999-12-31',
];
export const NUMBERS = [
  '0',
  '0.00',
  '-0',
  '-0.5',
  '0.5',
  '12.5',
  '12.50',
  '12.49',
  '12.51',
  '-12.5',
  '7',
  '007',
  '100',
  '99999999999999999999',
  '100000000000000000000',
  '1000000000000000000000.1',
  '1000000000000000000000.2',
  '0.1000000000000000000001',
  '0.1',
  '-3',
  '1234567.89',
];

/** Amounts a car's money columns hold (numeric(14,2)): sums of two stay exact as doubles. */
export const MONEY = ['0.00', '0.10', '0.20', '12.50', '12.49', '12.51', '7.00', '100.00', '45000.00', '1234567.89', '999999999999.99'];

export const maybe = <T>(rnd: Random, p: number, make: () => T): T | null => (rnd.chance(p) ? make() : null);
export const text = (rnd: Random): string => (rnd.chance(0.08) ? '' : rnd.pick(TEXTS));

/** The day `days` away from an ISO date, as ISO. */
export function shiftDate(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const y = d.getUTCFullYear();
  if (y < 1 || y > 9999) return iso;
  return `${String(y).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

const today = () => new Date().toISOString().slice(0, 10);
/** A date near the pool's, or around today (so is_active has both answers). */
export const date = (rnd: Random): string => (rnd.chance(0.25) ? shiftDate(today(), rnd.int(-3, 3)) : shiftDate(rnd.pick(DATES), rnd.pick([0, 0, 0, -1, 1])));

export const CAR_CUSTOM_FIELDS: readonly SegmentCustomField[] = [
  { id: '0190a000-0000-7000-8000-00000000c001', label: 'Cost', kind: 'number' },
  { id: '0190a000-0000-7000-8000-00000000c002', label: 'Delivered on', kind: 'date' },
  { id: '0190a000-0000-7000-8000-00000000c003', label: 'Note', kind: 'text' },
  { id: '0190a000-0000-7000-8000-00000000c004', label: 'Level', kind: 'enum', options: ['bronze', 'Silver', 'GOLD', 'Élite'] },
  { id: '0190a000-0000-7000-8000-00000000c005', label: 'Certified', kind: 'flag' },
];
export const EMPLOYEE_CUSTOM_FIELDS: readonly SegmentCustomField[] = [
  { id: '0190a000-0000-7000-8000-00000000e001', label: 'Salary', kind: 'number' },
  { id: '0190a000-0000-7000-8000-00000000e002', label: 'Review', kind: 'date' },
  { id: '0190a000-0000-7000-8000-00000000e003', label: 'Badge', kind: 'text' },
];

/** A custom field's value as the API would send it (numbers as decimal strings, flags 0/1), or null. */
export function customValue(rnd: Random, field: SegmentCustomField): string | number | null {
  if (rnd.chance(0.25)) return null;
  switch (field.kind) {
    case 'number':
      return rnd.pick(NUMBERS);
    case 'date':
      return date(rnd);
    case 'enum':
      return rnd.pick(field.options ?? ['x']);
    case 'flag':
      return rnd.int(0, 1);
    default:
      return text(rnd);
  }
}
