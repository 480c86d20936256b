import { formatDate } from '../format';
import { formatMoney } from '../money';

// The placeholders of contract templates (GET /api/contract_template/hashtags): `{{group.field}}`
// in the HTML, filled from the person, the company, the vehicle or assets of a policy, and the
// contract's own custom values (`{{custom.notice_period}}`, set with setCustomShortcodeValue). The
// server fills them for the preview, the PDF and the signing page; the device fills them the same
// way for a contract made offline, with the ones it cannot fill highlighted.

export const PLACEHOLDER_GROUPS = ['person', 'company', 'car', 'asset', 'contract', 'custom'] as const;
export type PlaceholderGroup = (typeof PLACEHOLDER_GROUPS)[number];
export const PLACEHOLDER_GROUP_LABELS: Record<PlaceholderGroup, string> = {
  person: 'Person',
  company: 'Company',
  car: 'Vehicle',
  asset: 'Assets',
  contract: 'Contract',
  custom: 'Custom',
};

export interface Hashtag {
  /** What goes in the HTML: '{{person.first_name}}'. */
  hashtag: string;
  /** 'person.first_name': the shortcode's name. */
  shortcode: string;
  group: PlaceholderGroup;
  label: string;
}

const BUILT_IN: Record<Exclude<PlaceholderGroup, 'custom'>, Record<string, string>> = {
  person: {
    first_name: 'First name',
    last_name: 'Last name',
    full_name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    role: 'Role',
    team: 'Team',
    manager: 'Manager',
    joined: 'Joined on',
  },
  company: { name: 'Company name' },
  car: {
    brand: 'Brand',
    model: 'Model',
    plate: 'Plate',
    chassis_number: 'Chassis number',
    color: 'Colour',
    fuel: 'Fuel',
    catalogue_value: 'Catalogue value',
    date_first_registration: 'First registration',
  },
  asset: { names: 'Asset names', serial_numbers: 'Serial numbers', count: 'Number of assets', total_price: 'Total price (excl. VAT)', list: 'Asset list' },
  contract: { name: 'Contract name', date: 'Date of the contract' },
};

export const hashtagOf = (shortcode: string) => `{{${shortcode}}}`;

/** The built-in placeholders, group by group. */
export const BUILT_IN_HASHTAGS: readonly Hashtag[] = Object.entries(BUILT_IN).flatMap(([group, fields]) =>
  Object.entries(fields).map(([field, label]) => ({
    hashtag: hashtagOf(`${group}.${field}`),
    shortcode: `${group}.${field}`,
    group: group as PlaceholderGroup,
    label,
  })),
);

export const customHashtag = (name: string): Hashtag => ({
  hashtag: hashtagOf(`custom.${name}`),
  shortcode: `custom.${name}`,
  group: 'custom',
  label: (name.charAt(0).toUpperCase() + name.slice(1)).replace(/_/g, ' '),
});

/** A placeholder in the text: `{{group.field}}`, spaces inside the braces allowed (global: for matchAll and replace). */
export const PLACEHOLDER_TOKEN = /\{\{\s*([a-z]+)\.([a-z][a-z0-9_]{0,39})\s*\}\}/g;

/** The shortcodes the HTML uses, each once, in order of first use. */
export function shortcodesIn(html: string): string[] {
  const seen = new Set<string>();
  for (const match of html.matchAll(PLACEHOLDER_TOKEN)) seen.add(`${match[1]}.${match[2]}`);
  return [...seen];
}

export const isKnownShortcode = (shortcode: string): boolean => {
  const [group = '', field = ''] = shortcode.split('.');
  if (group === 'custom') return true;
  return Object.hasOwn(BUILT_IN, group) && Object.hasOwn(BUILT_IN[group as keyof typeof BUILT_IN], field);
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Where the values come from: plain rows, so the server's and the device's both fit. */
export interface PlaceholderSources {
  person?: {
    first_name: string;
    last_name: string;
    email?: string | null;
    phone?: string | null;
    role?: string | null;
    team?: string | null;
    manager?: string | null;
    joined?: string | null;
  } | null;
  company?: { name: string } | null;
  /** The vehicle of a car policy; fuel as its label. */
  car?: {
    brand: string;
    model: string;
    plate: string | null;
    chassis_number: string | null;
    color: string | null;
    fuel: string | null;
    catalogue_value: string | null;
    date_first_registration: string | null;
  } | null;
  assets?: readonly { name: string; serial_number: string | null; price: string | null }[];
  contract?: { name: string; date: string };
  custom?: Readonly<Record<string, string>>;
}

const nonEmpty = (v: string | null | undefined) => (v && v.trim() ? v : null);

/** Every placeholder that has a value, by shortcode, as text. */
export function placeholderValues(s: PlaceholderSources): Map<string, string> {
  const values = new Map<string, string>();
  const put = (key: string, v: string | null | undefined) => {
    const text = nonEmpty(v);
    if (text !== null) values.set(key, text);
  };
  if (s.person) {
    const p = s.person;
    put('person.first_name', p.first_name);
    put('person.last_name', p.last_name);
    put('person.full_name', `${p.first_name} ${p.last_name}`.trim());
    put('person.email', p.email);
    put('person.phone', p.phone);
    put('person.role', p.role);
    put('person.team', p.team);
    put('person.manager', p.manager);
    put('person.joined', p.joined ? formatDate(p.joined) : null);
  }
  put('company.name', s.company?.name);
  if (s.car) {
    const c = s.car;
    put('car.brand', c.brand);
    put('car.model', c.model);
    put('car.plate', c.plate);
    put('car.chassis_number', c.chassis_number);
    put('car.color', c.color);
    put('car.fuel', c.fuel);
    put('car.catalogue_value', c.catalogue_value ? formatMoney(c.catalogue_value) : null);
    put('car.date_first_registration', c.date_first_registration ? formatDate(c.date_first_registration) : null);
  }
  if (s.assets && s.assets.length > 0) {
    const a = s.assets;
    put('asset.names', a.map((x) => x.name).join(', '));
    put(
      'asset.serial_numbers',
      a
        .map((x) => x.serial_number ?? '')
        .filter(Boolean)
        .join(', '),
    );
    put('asset.count', String(a.length));
    const priced = a.filter((x) => x.price !== null);
    put('asset.total_price', priced.length ? formatMoney(priced.reduce((sum, x) => sum + Number(x.price), 0).toFixed(2)) : null);
    put('asset.list', a.map((x) => (x.serial_number ? `${x.name} (${x.serial_number})` : x.name)).join('; '));
  }
  if (s.contract) {
    put('contract.name', s.contract.name);
    put('contract.date', formatDate(s.contract.date));
  }
  for (const [name, value] of Object.entries(s.custom ?? {})) put(`custom.${name}`, value);
  return values;
}

/** The class of a placeholder left unfilled in a rendered contract: the pages highlight it. */
export const UNFILLED_CLASS = 'placeholder-unfilled';

/**
 * What a known placeholder without a value becomes in the text that is signed (the signing page,
 * signed_html, the PDF): a line to fill in by hand, never its raw `{{...}}`.
 */
export const BLANK_TO_FILL = '____________________';

/**
 * The contract's HTML with each placeholder replaced by its value (as text); one left unfilled is
 * kept and marked, or, in the text to sign (`frozen`), a known one becomes BLANK_TO_FILL and an
 * unknown one stays as the author wrote it. The HTML must already be sanitized: values are
 * escaped, so none can add markup.
 */
export function fillPlaceholders(html: string, values: ReadonlyMap<string, string>, opts: { frozen?: boolean } = {}): { html: string; unfilled: string[] } {
  const unfilled = new Set<string>();
  const fillText = (text: string) =>
    text.replace(PLACEHOLDER_TOKEN, (token, group: string, field: string) => {
      const key = `${group}.${field}`;
      const value = values.get(key);
      if (value !== undefined) return escapeHtml(value);
      unfilled.add(key);
      if (opts.frozen) return isKnownShortcode(key) ? BLANK_TO_FILL : token;
      return `<mark class="${UNFILLED_CLASS}" data-shortcode="${escapeHtml(key)}">${escapeHtml(token)}</mark>`;
    });
  // Only text is filled: a placeholder inside a tag (a link's address) stays as written.
  const filled = html
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 === 1 ? part : fillText(part)))
    .join('');
  return { html: filled, unfilled: [...unfilled] };
}

/** GET /api/contract_template/hashtags: the built-in placeholders and the custom ones the company's templates use. */
export function companyHashtags(templates: readonly { content_html: string }[]): Hashtag[] {
  const custom = new Set(templates.flatMap((t) => shortcodesIn(t.content_html)).filter((s) => s.startsWith('custom.')));
  return [...BUILT_IN_HASHTAGS, ...[...custom].sort().map((s) => customHashtag(s.slice('custom.'.length)))];
}
