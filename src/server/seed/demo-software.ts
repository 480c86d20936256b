import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { activity } from '../db/schema/activity';
import { employees } from '../db/schema/people';
import { licenseStateEvents, productEvent } from '../software/software-activity';
import { addFields, fillCustomValues } from './demo-custom-fields';
import { demoAdminId, historyRow } from './demo-history';
import { mulberry32, type Rng } from './random';
import { addSoftwareRows, licenseRow, productRow, type LicenseRow, type ProductRow, type UsernameStyle } from './software-generator';

// The demo's software: about 25 products a company of 200 uses, each held by a share of the
// current people (Slack and Microsoft 365 by nearly everyone, AutoCAD by a few), about 8 % of the
// licences deactivated, usernames where the product has accounts, one deleted product whose
// licences were all deactivated, custom fields with values and a short history. Other Company: 3
// products. Its own random stream, so the rest of the demo stays as it was.

interface DemoProduct {
  name: string;
  url: string;
  /** The share of the current people holding a licence. */
  share: number;
  username: UsernameStyle;
  deleted?: boolean;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  { name: 'Slack', url: 'slack.com', share: 0.95, username: 'email' },
  { name: 'Microsoft 365', url: 'microsoft.com', share: 0.9, username: 'email' },
  { name: 'Google Workspace', url: 'workspace.google.com', share: 0.2, username: 'email' },
  { name: 'Adobe Creative Cloud', url: 'adobe.com', share: 0.08, username: 'email' },
  { name: 'Figma', url: 'figma.com', share: 0.12, username: 'handle' },
  { name: 'Notion', url: 'notion.so', share: 0.4, username: null },
  { name: 'Atlassian Jira', url: 'atlassian.com', share: 0.3, username: 'email' },
  { name: 'GitHub', url: 'github.com', share: 0.18, username: 'handle' },
  { name: 'Zoom', url: 'zoom.us', share: 0.5, username: null },
  { name: '1Password', url: '1password.com', share: 0.7, username: 'email' },
  { name: 'Salesforce', url: 'salesforce.com', share: 0.15, username: 'email' },
  { name: 'HubSpot', url: 'hubspot.com', share: 0.12, username: null },
  { name: 'Dropbox', url: 'dropbox.com', share: 0.2, username: null },
  { name: 'Miro', url: 'miro.com', share: 0.25, username: null },
  { name: 'Asana', url: 'asana.com', share: 0.2, username: null },
  { name: 'Trello', url: 'trello.com', share: 0.15, username: 'handle' },
  { name: 'Canva', url: 'canva.com', share: 0.1, username: null },
  { name: 'DocuSign', url: 'docusign.com', share: 0.06, username: 'email' },
  { name: 'Zendesk', url: 'zendesk.com', share: 0.1, username: 'email' },
  { name: 'Intercom', url: 'intercom.com', share: 0.06, username: null },
  { name: 'Loom', url: 'loom.com', share: 0.15, username: null },
  { name: 'Mailchimp', url: 'mailchimp.com', share: 0.05, username: null },
  { name: 'Xero', url: 'xero.com', share: 0.04, username: 'email' },
  { name: 'Tableau', url: 'tableau.com', share: 0.05, username: null },
  { name: 'Autodesk AutoCAD', url: 'autodesk.com', share: 0.03, username: 'email' },
  // Replaced by Slack years ago: deleted, its licences kept and all deactivated.
  { name: 'HipChat', url: 'hipchat.com', share: 0.1, username: null, deleted: true },
];
/** What the signed-in demo people always hold, so their pages show licences. */
const KEPT_PRODUCTS = ['Slack', 'Microsoft 365', '1Password'];
const DEACTIVATED_SHARE = 0.08;
const OTHER_PRODUCTS = ['Slack', 'Microsoft 365', 'Zoom'];

const PRODUCT_FIELDS = [
  { name: 'Plan', type: 'select_option' as const, options: ['Free', 'Pro', 'Business', 'Enterprise'] },
  { name: 'Cost per seat', type: 'money' as const },
  { name: 'Renewal date', type: 'date' as const },
];
const LICENSE_FIELDS = [
  { name: 'Seat number', type: 'auto_incrementing_int' as const },
  { name: 'Licence key', type: 'textfield' as const, max_length: 40 },
];

interface Person {
  id: string;
  email: string | null;
}

async function currentPeople(db: Db, companyId: string): Promise<Person[]> {
  return db
    .select({ id: employees.id, email: employees.email })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), or(isNull(employees.active_until), sql`${employees.active_until} >= current_date`)))
    .orderBy(asc(employees.created_at), asc(employees.id));
}

function companySoftware(rng: Rng, companyId: string, plans: readonly DemoProduct[], people: Person[], keep: readonly string[]) {
  const products: ProductRow[] = [];
  const licenses: LicenseRow[] = [];
  for (const [i, plan] of plans.entries()) {
    const product = productRow(companyId, { name: plan.name, url: plan.url, daysAgo: plan.deleted ? 1600 : 1200 - i * 40, deleted: plan.deleted ?? false });
    products.push(product);
    for (const person of people) {
      const kept = keep.includes(person.id) && KEPT_PRODUCTS.includes(plan.name);
      if (!kept && rng() >= plan.share) continue;
      const deactivated = plan.deleted === true || (!kept && rng() < DEACTIVATED_SHARE);
      licenses.push(licenseRow(rng, companyId, { product, employeeId: person.id, handle: person.email ?? person.id, username: plan.username, deactivated }));
    }
  }
  return { products, licenses };
}

async function addHistory(db: Db, companyId: string, products: ProductRow[], licenses: LicenseRow[]): Promise<void> {
  const author = await demoAdminId(db, companyId);
  const names = new Map(products.map((p) => [p.id!, p.name]));
  const items = products.map((p) => historyRow(companyId, author, p.created_at as Date, productEvent({ id: p.id!, name: p.name }, 'product_added')));
  for (const l of licenses.filter((x) => x.active === 0 && x.date_deactivated).slice(0, 30)) {
    const row = { id: l.id!, product_id: l.product_id, employee_id: l.employee_id, employee_name: null };
    const [onLicense] = licenseStateEvents(row, names.get(l.product_id) ?? '', 'license_deactivated', l.date_deactivated!);
    items.push(historyRow(companyId, author, new Date(`${l.date_deactivated}T10:00:00Z`), onLicense!));
  }
  if (items.length) await db.insert(activity).values(items);
}

export async function addDemoSoftware(db: Db, p: { demoCompanyId: string; otherCompanyId: string; keepIds: readonly string[] }): Promise<void> {
  const rng = mulberry32(20261127);
  const demo = companySoftware(rng, p.demoCompanyId, DEMO_PRODUCTS, await currentPeople(db, p.demoCompanyId), p.keepIds);
  await addSoftwareRows(db, demo.products, demo.licenses);
  await addFields(db, p.demoCompanyId, 'product', PRODUCT_FIELDS);
  await addFields(db, p.demoCompanyId, 'license', LICENSE_FIELDS);
  const byAge = <R extends { id?: string; created_at?: Date }>(rows: R[]) =>
    [...rows].sort((a, b) => a.created_at!.getTime() - b.created_at!.getTime() || a.id!.localeCompare(b.id!)).map((r) => r.id!);
  await fillCustomValues(db, rng, { companyId: p.demoCompanyId, type: 'product', ids: byAge(demo.products) });
  await fillCustomValues(db, rng, { companyId: p.demoCompanyId, type: 'license', ids: byAge(demo.licenses) });
  await addHistory(db, p.demoCompanyId, demo.products, demo.licenses);

  const otherPlans = DEMO_PRODUCTS.filter((x) => OTHER_PRODUCTS.includes(x.name)).map((x) => ({ ...x, share: 0.4 }));
  const other = companySoftware(rng, p.otherCompanyId, otherPlans, (await currentPeople(db, p.otherCompanyId)).slice(0, 20), []);
  await addSoftwareRows(db, other.products, other.licenses);
}
