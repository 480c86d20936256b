import { addDays, format, isValid, parse } from 'date-fns';

// Dates travel as ISO YYYY-MM-DD and are shown and typed as dd/mm/yyyy (docs/architecture.md section 7).
// A date is a real calendar day (31/02 is refused) that PostgreSQL can store: years 1 to 9999.
// Dates are calendar days with no zone: they are read as local midnight and written back from
// the same local fields, so no time zone ever moves them.

const ISO_DATE = 'yyyy-MM-dd';
const SHOWN_DATE = 'dd/MM/yyyy';
/** What a user may type: day and month with or without their leading zero, the year in full. */
const TYPED_DATES = ['dd/MM/yyyy', 'd/M/yyyy', 'dd/M/yyyy', 'd/MM/yyyy'];
const REFERENCE = new Date(2000, 0, 1);

/** The text read by the pattern, only when the pattern writes it back the same (no '2024-3-7', no 2-digit years). */
function parseExactly(text: string, pattern: string): Date | null {
  const date = parse(text, pattern, REFERENCE);
  return isValid(date) && format(date, pattern) === text ? date : null;
}

/** '2024-03-07' as that day's local midnight; null when it is not a real date of years 1 to 9999. */
export const parseIsoDate = (iso: string): Date | null => parseExactly(iso, ISO_DATE);

export const isValidIsoDate = (iso: string): boolean => parseIsoDate(iso) !== null;

/** A day as ISO YYYY-MM-DD, read in the device's (or server's) own zone: today is `isoDay(new Date())`. */
export const isoDay = (date: Date | number): string => format(date, ISO_DATE);

/** The ISO day `days` days after (or before) an ISO day: calendar arithmetic, the same in every zone. */
export function isoDayPlus(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return isoDay(addDays(date, days));
}

/** '2024-03-07' -> '07/03/2024'; empty for null or unparseable input. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseIsoDate(iso.slice(0, 10));
  return date ? format(date, SHOWN_DATE) : '';
}

/** '7/3/2024' or '07/03/2024' -> '2024-03-07'; null when it is not a real date. */
export function parseDmy(text: string): string | null {
  const typed = text.trim();
  for (const pattern of TYPED_DATES) {
    const date = parseExactly(typed, pattern);
    if (date) return isoDay(date);
  }
  return null;
}

/** Where the server writes times as text (the API's *_formatted fields); the UI uses the device's zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Brussels';

/** An instant as 'dd/mm/yyyy HH:mm' in the given time zone (the device's when omitted); '' when unparseable. */
export function formatDateTime(iso: string | Date | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (!isValid(date)) return '';
  if (!timeZone) return format(date, 'dd/MM/yyyy HH:mm');
  // date-fns has no named zones without @date-fns/tz: the server's zone comes from Intl.
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * Text as a search compares it: case and accents ignored, so 'ecran' finds 'Écran' and 'zoe' finds
 * 'Zoë'. The pickers and the asset-type search use it on the device and on the server alike.
 */
export const foldText = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
