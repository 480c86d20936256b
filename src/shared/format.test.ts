import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, parseDmy } from './format';

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
  it('shows EUR by default', () => {
    expect(formatMoney('1234.5')).toBe('€1,234.50');
  });
});
