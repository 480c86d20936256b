import { describe, expect, it } from 'vitest';
import { formatMoney, moneyAmount, moneyInputError, parseMoney, savedMoney } from './money';

const ok = (value: string) => ({ ok: true, value });
const refused = (message: string) => ({ ok: false, message });

describe('parseMoney (the spec’s currency input)', () => {
  it('turns a comma into a dot and keeps the amount as a decimal string', () => {
    expect(parseMoney('12,5')).toEqual(ok('12.5'));
    expect(parseMoney(' 1250,99 ')).toEqual(ok('1250.99'));
    expect(parseMoney('1234.56')).toEqual(ok('1234.56'));
    expect(parseMoney('007')).toEqual(ok('7'));
    expect(parseMoney('.5')).toEqual(ok('0.5'));
    expect(parseMoney('-0')).toEqual(ok('0'));
  });

  it('refuses with the spec’s words: invalid number, must be positive, too many decimals', () => {
    expect(parseMoney('abc')).toEqual(refused('invalid number'));
    expect(parseMoney('12,5,0')).toEqual(refused('invalid number'));
    expect(parseMoney('-3')).toEqual(refused('must be positive'));
    expect(parseMoney('-3,5')).toEqual(refused('must be positive'));
    expect(parseMoney('1.234')).toEqual(refused('too many decimals'));
    expect(parseMoney('12,345')).toEqual(refused('too many decimals'));
  });

  it('refuses what a numeric(14, 2) column cannot store: more than 12 digits before the point', () => {
    expect(parseMoney('999999999999.99')).toEqual(ok('999999999999.99'));
    expect(parseMoney('0001000000000000')).toEqual(refused('too large'));
    expect(moneyInputError(9007199254740992)).toBe('too large');
  });

  it('takes no thousands separators and no currency sign: the input has a € of its own', () => {
    expect(parseMoney('1.234,56')).toEqual(refused('invalid number'));
    expect(parseMoney('1,234.56')).toEqual(refused('invalid number'));
    expect(parseMoney('€ 12')).toEqual(refused('invalid number'));
    expect(parseMoney('12 €')).toEqual(refused('invalid number'));
    expect(parseMoney('')).toEqual(refused('invalid number'));
  });
});

describe('money as forms and rows hold it', () => {
  it('has no error while empty: required is the form’s rule', () => {
    expect(moneyInputError('')).toBeNull();
    expect(moneyInputError(null)).toBeNull();
    expect(moneyInputError(12.5)).toBeNull();
    expect(moneyInputError('12,555')).toBe('too many decimals');
  });

  it('saves a decimal string or null, and compares as a number', () => {
    expect(savedMoney(' 45000,5 ')).toBe('45000.5');
    expect(savedMoney(' ')).toBeNull();
    expect(savedMoney('x')).toBeNull();
    expect(moneyAmount('45000,50')).toBe(moneyAmount('45000.5'));
    expect(moneyAmount(null)).toBeNull();
  });

  it('shows EUR by default, with the cents', () => {
    expect(formatMoney('1234.5')).toBe('€1,234.50');
    expect(formatMoney(0)).toBe('€0.00');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});
