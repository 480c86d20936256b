import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDmy } from './format';
import { uuidv7, uuidv7Time } from './ids';

describe('dates shown dd/mm/yyyy', () => {
  it('formats ISO dates', () => {
    expect(formatDate('2024-03-07')).toBe('07/03/2024');
    expect(formatDate(null)).toBe('');
  });
  it('parses typed dates and refuses impossible ones', () => {
    expect(parseDmy('7/3/2024')).toBe('2024-03-07');
    expect(parseDmy('31/02/2024')).toBeNull();
    expect(parseDmy('2024-03-07')).toBeNull();
  });
});

describe('times shown dd/mm/yyyy HH:mm', () => {
  it('formats an instant in the given time zone, on a 24-hour clock', () => {
    expect(formatDateTime('2024-03-07T13:05:00Z', 'Europe/Brussels')).toBe('07/03/2024 14:05');
    expect(formatDateTime('2024-07-31T22:30:00Z', 'Europe/Brussels')).toBe('01/08/2024 00:30');
    expect(formatDateTime('not a time')).toBe('');
  });
  it('reads back when a UUIDv7 was made, and nothing from other ids', () => {
    const at = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    expect(uuidv7Time(uuidv7(at))).toBe(at);
    expect(uuidv7Time('0b7c5f3e-4c4a-4d0e-8f0a-3e1c2b4a5d6f')).toBeNull();
  });
});
