import { describe, expect, it } from 'vitest';
import { softwareMessages } from '../../../shared/software/software.messages';
import { softwareEmpty, type EmptyInput } from './software-empty';

const base: EmptyInput = { view: 'products', page: 0, search: '', segment: 'active', total: 0, perPage: 10, canAdd: true };

describe('the empty states of /software', () => {
  it('says no products found on the first page, with or without a search', () => {
    expect(softwareEmpty(base).title).toBe(softwareMessages.noProductsFound);
    const searched = softwareEmpty({ ...base, search: ' zzz ' });
    expect(searched.title).toBe(softwareMessages.noProductsFound);
    expect(searched.text).toContain('“zzz”');
    expect(softwareEmpty({ ...base, canAdd: false }).text).toBe('Software products appear here once someone adds them.');
  });

  it('says no more products past the last page, and which page is the last', () => {
    const past = softwareEmpty({ ...base, page: 4, total: 23 });
    expect(past).toMatchObject({ title: softwareMessages.noMoreProducts, lastPage: 2 });
    expect(past.text).toBe('The list holds 23 products, which end on page 3.');
  });

  it('says no licenses yet and no more licenses in the licence views', () => {
    const licenses = { ...base, view: 'licenses' as const };
    expect(softwareEmpty(licenses).title).toBe(softwareMessages.noLicensesYet);
    expect(softwareEmpty({ ...licenses, segment: 'inactive' }).text).toContain('Deactivated');
    expect(softwareEmpty({ ...licenses, segment: { name: 'Design tools' } }).text).toBe('No licence is in “Design tools” yet.');
    expect(softwareEmpty({ ...licenses, page: 1, total: 1 })).toMatchObject({ title: softwareMessages.noMoreLicenses, lastPage: 0 });
  });

  it('treats a page past the end of an empty list as the first page', () => {
    expect(softwareEmpty({ ...base, page: 3 }).title).toBe(softwareMessages.noProductsFound);
  });
});
