import { describe, expect, it } from 'vitest';
import { licenseBack } from './license-back';

const names = { product: 'Slack', person: 'Emma Janssens' };
const back = (query: string, productId: string | null = 'p1') => licenseBack(new URLSearchParams(query), productId, names);

describe('where a licence page goes back to', () => {
  it('the product without a back=, the list when the product is unknown', () => {
    expect(back('')).toEqual({ to: '/software/products/p1', label: 'Slack', param: null });
    expect(back('', null)).toEqual({ to: '/software', label: 'Software', param: null });
  });

  it('the page it came from, named', () => {
    expect(back('back=%2Fpeople%2Fe1%2Fsoftware%3Fq%3Dsl')).toEqual({
      to: '/people/e1/software?q=sl',
      label: 'Software of Emma Janssens',
      param: '/people/e1/software?q=sl',
    });
    expect(back('back=/people/e1').label).toBe('Emma Janssens');
    expect(back('back=/software?segment=active').label).toBe('Software');
    expect(back('back=/inbox').label).toBe('Back');
  });

  it('never another site', () => {
    expect(back('back=//evil.example').to).toBe('/software/products/p1');
    expect(back('back=https://evil.example').to).toBe('/software/products/p1');
  });
});
