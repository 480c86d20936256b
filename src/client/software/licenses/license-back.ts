import { backParam } from '../../lib/use-started-from';

interface LicenseBack {
  to: string;
  label: string;
  /** The page's own `back=`, passed on to the state page so the chain ends where the user started. */
  param: string | null;
}

/**
 * Where a licence's pages go back to: the page the user came from when it said so (`back=`, a
 * path of this app: the /software list, a person's software page), else the licence's product.
 */
export function licenseBack(params: URLSearchParams, productId: string | null, names: { product: string; person: string | null }): LicenseBack {
  const param = backParam(params);
  if (param) return { to: param, label: labelOf(param, names), param };
  if (productId) return { to: `/software/products/${productId}`, label: names.product, param: null };
  return { to: '/software', label: 'Software', param: null };
}

function labelOf(path: string, names: { product: string; person: string | null }): string {
  if (/^\/people\/[^/?#]+\/software(?:[?#].*)?$/.test(path)) return names.person ? `Software of ${names.person}` : 'Software';
  if (/^\/people\/[^/?#]+(?:[?#].*)?$/.test(path)) return names.person ?? 'Person';
  if (/^\/software\/products\/[^/?#]+(?:[?#].*)?$/.test(path)) return names.product;
  if (/^\/software(?:[?#].*)?$/.test(path)) return 'Software';
  return 'Back';
}
