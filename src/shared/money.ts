import { messages } from './messages';

// Amounts of money, one rule for every form, the server's checks and the edit comparison: the
// spec's currency input (fleet-and-assets.md section 5, trainings.md section 8,
// software-contracts-push.md section 5): a comma is turned into a dot; errors 'invalid number',
// 'must be positive', 'too many decimals'. No thousands separators and no currency sign: '1.234,56' and
// '€ 12' are invalid numbers, as the spec's input has them. Saved as a plain decimal string.

export const MONEY_MAX_DECIMALS = 2;
/** Every amount is stored as numeric(14, 2): at most 12 digits before the point. */
export const MONEY_MAX_WHOLE_DIGITS = 12;
export const DEFAULT_CURRENCY = 'EUR';

export type MoneyCheck = { ok: true; value: string } | { ok: false; message: string };

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** An amount as typed or sent ('12,5', ' 007 ', '.5') as saved ('12.5', '7', '0.5'), or the error. */
export function parseMoney(raw: string): MoneyCheck {
  const text = raw.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text) && !/^-?\.\d+$/.test(text)) return { ok: false, message: messages.money.invalidNumber };
  if (text.startsWith('-') && Number(text) !== 0) return { ok: false, message: messages.money.mustBePositive };
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  if (decimals > MONEY_MAX_DECIMALS) return { ok: false, message: messages.money.tooManyDecimals };
  const [whole, frac = ''] = text.replace(/^-/, '').split('.');
  if (String(BigInt(whole || '0')).length > MONEY_MAX_WHOLE_DIGITS) return { ok: false, message: messages.money.tooLarge };
  return { ok: true, value: `${String(BigInt(whole || '0'))}${frac ? `.${frac}` : ''}` };
}

/** The currency error of an amount as typed, or null: empty is no error here (required is the form's business). */
export function moneyInputError(value: string | number | null | undefined): string | null {
  if (blank(value)) return null;
  const check = parseMoney(String(value));
  return check.ok ? null : check.message;
}

/** An amount as the row saves it: a decimal string, null when empty or not an amount. */
export function savedMoney(value: string | number | null | undefined): string | null {
  if (blank(value)) return null;
  const check = parseMoney(String(value));
  return check.ok ? check.value : null;
}

/** An amount as a number, to compare or test it ('45000,5' is 45000.5); null when empty or not an amount. */
export function moneyAmount(value: string | number | null | undefined): number | null {
  const saved = savedMoney(value);
  return saved === null ? null : Number(saved);
}

// Making a formatter costs far more than using one, and lists format thousands of amounts.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** '1234.5' -> '€1,234.50'; '' for nothing or what is not a number. */
export function formatMoney(amount: string | number | null | undefined, currency = DEFAULT_CURRENCY): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return '';
  let format = moneyFormats.get(currency);
  if (!format) moneyFormats.set(currency, (format = new Intl.NumberFormat('en-GB', { style: 'currency', currency })));
  return format.format(n);
}
