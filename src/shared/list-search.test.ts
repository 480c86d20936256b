import { describe, expect, it } from 'vitest';
import { customValueSearchText, foldSearchText, searchTerms } from './list-search';

describe('the list search definition', () => {
  it('folds case and accents', () => {
    expect(foldSearchText('ÉCRAN Zoë LeasePlan')).toBe('ecran zoe leaseplan');
  });

  it('cuts a search into distinct folded words; white space alone is no search', () => {
    expect(searchTerms('  Tesla   model  TESLA ')).toEqual(['tesla', 'model']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('reads custom values as the list shows options and dates, others as stored', () => {
    const select = { type: 'select_option' as const, options: [{ id: 'o1', option_name: 'LeasePlan' }] };
    expect(customValueSearchText(select, 'o1')).toBe('LeasePlan');
    expect(customValueSearchText(select, 'gone')).toBeNull();
    expect(customValueSearchText({ type: 'date', options: [] }, '2024-03-07')).toBe('07/03/2024');
    expect(customValueSearchText({ type: 'date', options: [] }, 'not a date')).toBe('not a date');
    expect(customValueSearchText({ type: 'money', options: [] }, '1250.50')).toBe('1250.50');
    expect(customValueSearchText({ type: 'textfield', options: [] }, '')).toBeNull();
  });
});
