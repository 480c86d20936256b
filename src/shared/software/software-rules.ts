import { hostOf, type LicenseItem, type ProductItem } from './software.schema';

// What the server and the device both decide about software: the name a web address suggests,
// whether a product name is taken, and whether a person may get another licence of a product.

/** Second-level labels of country domains that are not the company ('bbc.co.uk' is BBC). */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu']);

/** 'https://app.slack.com/x' → 'slack.com'; null without a host. */
export function domainOf(url: string): string | null {
  const host = hostOf(url);
  if (!host) return null;
  const labels = host.replace(/^www\./, '').split('.');
  if (labels.length < 2) return null;
  const tail = labels.length > 2 && SECOND_LEVEL.has(labels[labels.length - 2]!) ? 3 : 2;
  return labels.slice(-tail).join('.');
}

/** The product name a web address suggests when no suggestion service answers: 'slack.com' → 'Slack'. */
export function nameFromUrl(url: string): string | null {
  const domain = domainOf(url);
  if (!domain) return null;
  const label = domain.split('.')[0]!;
  return label
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Product names compare without case or surrounding spaces. */
export const productNameKey = (name: string) => name.trim().toLocaleLowerCase();

/** The product of that name among the company's (deleted ones do not count). */
export const productNamed = <P extends Pick<ProductItem, 'id' | 'name' | 'deleted'>>(products: readonly P[], name: string): P | undefined =>
  products.find((p) => p.deleted === 0 && productNameKey(p.name) === productNameKey(name));

/** A person holds at most one active licence of a product. */
export const activeLicenseOf = <L extends Pick<LicenseItem, 'product_id' | 'employee_id' | 'active'>>(
  licenses: readonly L[],
  productId: string,
  employeeId: string,
) => licenses.find((l) => l.active === 1 && l.product_id === productId && l.employee_id === employeeId);

/** The licence after a deactivation on `day` (yyyy-mm-dd) or a reactivation. */
export const withActive = <L extends Pick<LicenseItem, 'active' | 'date_deactivated'>>(license: L, active: boolean, day: string): L => ({
  ...license,
  active: active ? 1 : 0,
  date_deactivated: active ? null : day,
});
