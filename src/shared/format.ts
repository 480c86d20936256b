// Dates travel as ISO YYYY-MM-DD and are shown and typed as dd/mm/yyyy (ARCHITECTURE.md section 7).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export function isValidIsoDate(iso: string): boolean {
  const m = ISO_DATE.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** '2024-03-07' -> '07/03/2024'; empty for null or unparseable input. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = ISO_DATE.exec(iso.slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** '7/3/2024' or '07/03/2024' -> '2024-03-07'; null when it is not a real date. */
export function parseDmy(text: string): string | null {
  const m = DMY_DATE.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

/** Where the server writes times as text (the API's *_formatted fields); the UI uses the device's zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Brussels';

/** An instant as 'dd/mm/yyyy HH:mm' in the given time zone (the device's when omitted); '' when unparseable. */
export function formatDateTime(iso: string | Date | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * Text as a search compares it: case and accents ignored, so 'ecran' finds 'Écran' and 'zoe' finds
 * 'Zoë'. The pickers and the asset-type search use it on the device and on the server alike.
 */
export const foldText = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
