/** The tables' names for screen readers, and the count under the search. */
export const PRODUCT_ROW_CAPTION = 'Software products';
export const LICENSE_ROW_CAPTION = 'Licences';

export const countText = (view: 'products' | 'licenses', n: number) =>
  view === 'products' ? (n === 1 ? '1 product' : `${n} products`) : n === 1 ? '1 licence' : `${n} licences`;
