import { cellReader, defineImportTarget, importField, personCell, IMPORT_MESSAGES, type RowPlan, type RowProblem } from '../import-target';
import { isoDay } from '../format';
import { messages } from '../messages';
import { productNameKey } from './software-rules';
import { softwareMessages } from './software.messages';
import {
  isProductUrl,
  LICENSE_USERNAME_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_URL_MAX_LENGTH,
  type LicenseItem,
  type ProductItem,
} from './software.schema';

// Licences from a file (/import/software, admins only): one row per person and product. A row is
// matched to the person's licence of that product (by the product's name); an inactive one is
// made active again. A product the company does not have yet is made by the import, which then
// needs its web address, as the product form does.

const SOFTWARE_IMPORT_FIELDS = [
  importField('product', 'Product', 'software', 'application', 'app', 'tool', 'product name', 'pakket', 'toepassing', 'logiciel', 'produit', 'application'),
  importField('url', 'Website', 'url', 'web address', 'domain', 'website', 'webadres', 'site web', 'adresse web'),
  importField('person', 'Person', 'employee', 'user', 'email', 'werknemer', 'gebruiker', 'medewerker', 'employe', 'utilisateur'),
  importField('username', 'Username', 'login', 'account', 'gebruikersnaam', 'nom d utilisateur', 'identifiant'),
];

interface SoftwareWorld {
  products: ReadonlyMap<string, ProductItem>;
  /** Each person's licence of each product: the active one, else the latest. */
  licenses: ReadonlyMap<string, LicenseItem>;
  leftIds: ReadonlySet<string>;
  names: ReadonlyMap<string, string>;
  today: string;
  /** Products this file introduces, with the address of their first row: later rows may leave it out. */
  newProducts: Map<string, string>;
}

export const softwareImport = defineImportTarget<SoftwareWorld>({
  kind: 'software',
  objectType: 'license',
  noun: 'licences',
  one: 'licence',
  fields: SOFTWARE_IMPORT_FIELDS,
  shown: ['product', 'person'],
  tables: ['software_products', 'software_licenses'],
  world: (rows) => {
    const products = new Map<string, ProductItem>();
    for (const p of rows.software_products ?? []) if (p.deleted === 0) products.set(productNameKey(p.name), p);
    const licenses = new Map<string, LicenseItem>();
    for (const l of rows.software_licenses ?? []) {
      const key = `${l.product_id}|${l.employee_id}`;
      const had = licenses.get(key);
      if (!had || (l.active === 1 && had.active === 0) || (l.active === had.active && l.created_at > had.created_at)) licenses.set(key, l);
    }
    const people = rows.employees ?? [];
    return {
      products,
      licenses,
      leftIds: new Set(people.filter((p) => !p.is_active).map((p) => p.id)),
      names: new Map(people.map((p) => [p.id, p.name])),
      today: isoDay(new Date()),
      newProducts: new Map(),
    };
  },
  plan: (cells, world, people): RowPlan => {
    const { read, problems } = cellReader(cells);
    const text = (field: string, max: number) =>
      read(field, (t) => (t.length > max ? { ok: false, message: messages.validation.tooLong(max) } : { ok: true, value: t }));
    const name = text('product', PRODUCT_NAME_MAX_LENGTH) ?? '';
    const url = text('url', PRODUCT_URL_MAX_LENGTH) || (name ? (world.newProducts.get(productNameKey(name)) ?? '') : '');
    const person = read('person', (t) => personCell(t, people)) ?? null;
    const username = text('username', LICENSE_USERNAME_MAX_LENGTH);
    const more: RowProblem[] = [];
    if (!name) more.push({ field: 'product', message: softwareMessages.enterName });
    if (!person && !problems.some((p) => p.field === 'person')) more.push({ field: 'person', message: softwareMessages.selectPerson });
    if (person && world.leftIds.has(person)) more.push({ field: 'person', message: IMPORT_MESSAGES.personLeft(world.names.get(person) ?? '') });
    const product = name ? world.products.get(productNameKey(name)) : undefined;
    if (name && !product) {
      if (!url) more.push({ field: 'url', message: softwareMessages.enterUrl });
      else if (!isProductUrl(url)) more.push({ field: 'url', message: softwareMessages.invalidUrl });
      else if (!world.newProducts.has(productNameKey(name))) world.newProducts.set(productNameKey(name), url);
    }
    const key = name && person ? `licence:${productNameKey(name)}|${person}` : null;
    if (problems.length || more.length) return { outcome: 'invalid', key, problems: [...problems, ...more] };

    const license = product ? world.licenses.get(`${product.id}|${person}`) : undefined;
    const usernameValue = username === undefined || username === '' ? undefined : username;
    if (!license) {
      return {
        outcome: 'new',
        key,
        values: {
          product_id: product?.id ?? null,
          product_name: product ? product.name : name.trim(),
          product_url: product ? product.url : url.trim(),
          employee_id: person,
          username: usernameValue ?? null,
          date_enabled: world.today,
        },
      };
    }
    const values: Record<string, unknown> = {};
    const before: Record<string, unknown> = {};
    if (license.active === 0) {
      Object.assign(values, { active: 1, date_deactivated: null });
      Object.assign(before, { active: 0, date_deactivated: license.date_deactivated });
    }
    if (usernameValue !== undefined && usernameValue !== (license.username ?? '')) {
      values.username = usernameValue;
      before.username = license.username;
    }
    if (Object.keys(values).length === 0) return { outcome: 'unchanged', key: key!, id: license.id };
    return { outcome: 'update', key: key!, id: license.id, values, before };
  },
});
