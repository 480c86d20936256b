import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isoDay, isoDayPlus, isValidIsoDate, parseDmy } from './format';
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

describe('dates on date-fns', () => {
  it('takes real calendar days of years 1 to 9999 only, written in full', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2024-04-31')).toBe(false);
    expect(isValidIsoDate('2024-3-7')).toBe(false);
    expect(isValidIsoDate(' 2024-03-07')).toBe(false);
    expect(isValidIsoDate('0000-01-01')).toBe(false);
    expect(isValidIsoDate('0001-01-01')).toBe(true);
    expect(isValidIsoDate('9999-12-31')).toBe(true);
    expect(isValidIsoDate('10000-01-01')).toBe(false);
  });
  it('reads typed days with or without leading zeros, but a full year', () => {
    expect(parseDmy(' 07/03/2024 ')).toBe('2024-03-07');
    expect(parseDmy('07/3/2024')).toBe('2024-03-07');
    expect(parseDmy('7/03/2024')).toBe('2024-03-07');
    expect(parseDmy('29/02/2023')).toBeNull();
    expect(parseDmy('7/3/24')).toBeNull();
    expect(parseDmy('007/03/2024')).toBeNull();
    expect(parseDmy('1/1/0000')).toBeNull();
    expect(parseDmy('')).toBeNull();
  });
  it('shows a time without a zone in the device’s zone, and counts days by the calendar', () => {
    const local = new Date(2024, 2, 7, 9, 5);
    expect(formatDateTime(local)).toBe('07/03/2024 09:05');
    expect(formatDate('2024-03-07T23:59:00Z')).toBe('07/03/2024');
    expect(isoDay(local)).toBe('2024-03-07');
    expect(isoDayPlus('2024-02-28', 1)).toBe('2024-02-29');
    expect(isoDayPlus('2024-03-01', -1)).toBe('2024-02-29');
    expect(isoDayPlus('2024-12-31', 1)).toBe('2025-01-01');
    expect(isoDayPlus('2024-10-27', 1)).toBe('2024-10-28');
  });
});
