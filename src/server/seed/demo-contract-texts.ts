import type { ContractTemplateType } from '../../shared/contracts/contracts.schema';

// The demo's contract templates and the public library's: real-looking texts with placeholders of
// every group, so the editor, the preview and the signed PDF show a document, not a line.

export interface DemoTemplate {
  name: string;
  type: ContractTemplateType;
  category: string;
  tags: string[];
  content_html: string;
  internal?: 'admin' | 'admin+second';
}

const signatureBlock = '<p>Signed in two copies, each party keeping one.</p>';

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    name: 'Company car policy',
    type: 'car_policy',
    category: 'Fleet',
    tags: ['fleet', 'benefits'],
    internal: 'admin',
    content_html: [
      '<h1>Company car policy</h1>',
      '<p>Between <strong>{{company.name}}</strong> (the employer) and <strong>{{person.full_name}}</strong> (the driver), on {{contract.date}}.</p>',
      '<h2>1. The vehicle</h2>',
      '<p>The employer puts at the driver’s disposal a {{car.brand}} {{car.model}} with plate <strong>{{car.plate}}</strong> (chassis number {{car.chassis_number}}, fuel: {{car.fuel}}, catalogue value {{car.catalogue_value}}), first registered on {{car.date_first_registration}}.</p>',
      '<h2>2. Use</h2>',
      '<ul><li>The vehicle may be used for business trips, commuting and private journeys within the European Union.</li><li>Only the driver and members of their household holding a valid licence may drive it.</li><li>Fines are paid by the driver.</li></ul>',
      '<h2>3. Fuel and maintenance</h2>',
      '<p>Fuel is paid with the fuel card. Maintenance follows the lessor’s schedule; the driver books it in time.</p>',
      '<h2>4. Own contribution</h2>',
      '<p>The driver contributes {{custom.own_contribution}} per month, withheld from the net salary.</p>',
      '<h2>5. End</h2>',
      '<p>The vehicle, its keys, documents and fuel card are returned on the last day of work or when the employer asks.</p>',
      signatureBlock,
    ].join(''),
  },
  {
    name: 'IT equipment policy',
    type: 'asset_policy',
    category: 'Equipment',
    tags: ['it', 'equipment'],
    content_html: [
      '<h1>IT equipment policy</h1>',
      '<p><strong>{{person.full_name}}</strong> ({{person.email}}, team {{person.team}}) receives from <strong>{{company.name}}</strong> on {{contract.date}}:</p>',
      '<p>{{asset.list}}</p>',
      '<p>Number of items: {{asset.count}}; their value excluding VAT: {{asset.total_price}}.</p>',
      '<h2>Care</h2>',
      '<ul><li>Keep the equipment locked when it is not with you.</li><li>Report loss or theft to IT within 24 hours.</li><li>Install only software approved by IT.</li></ul>',
      '<h2>Return</h2>',
      '<p>All equipment, with its accessories, goes back to IT on the last day of work. Missing items may be charged at their value.</p>',
      signatureBlock,
    ].join(''),
  },
  {
    name: 'Phone and tablet policy',
    type: 'asset_policy',
    category: 'Equipment',
    tags: ['mobile'],
    content_html:
      '<h1>Phone and tablet policy</h1><p>{{person.full_name}} receives {{asset.names}} (serial numbers {{asset.serial_numbers}}).</p><p>Private use is allowed within the plan’s limits of {{custom.data_limit}}.</p>' +
      signatureBlock,
  },
  {
    name: 'Employment contract (white collar)',
    type: 'employment_contract',
    category: 'HR',
    tags: ['hr', 'employment'],
    internal: 'admin+second',
    content_html: [
      '<h1>Employment contract</h1>',
      '<p>Between <strong>{{company.name}}</strong>, the employer, and <strong>{{person.full_name}}</strong>, the employee, it is agreed as follows.</p>',
      '<h2>Article 1 - Position</h2>',
      '<p>The employee is hired as <strong>{{person.role}}</strong> in the team {{person.team}}, reporting to {{person.manager}}, from {{person.joined}}.</p>',
      '<h2>Article 2 - Working time</h2>',
      '<p>Full time, 38 hours a week, Monday to Friday.</p>',
      '<h2>Article 3 - Pay</h2>',
      '<p>A gross monthly salary of {{custom.gross_salary}}, paid on the last working day of the month.</p>',
      '<h2>Article 4 - Notice</h2>',
      '<p>The notice period is {{custom.notice_period}}.</p>',
      signatureBlock,
    ].join(''),
  },
  {
    name: 'Remote work agreement',
    type: 'other',
    category: 'HR',
    tags: ['hr', 'remote'],
    content_html:
      '<h1>Remote work agreement</h1><p>{{person.full_name}} may work from home {{custom.days_per_week}} days a week. The company pays a monthly allowance for the home office.</p>' +
      signatureBlock,
  },
];

export interface DemoLibraryTemplate {
  id: string;
  name: string;
  type: ContractTemplateType;
  category: string;
  partner_name: string;
  content_html: string;
}

/** The public library: fixed ids, so every start finds the same rows. */
export const LIBRARY_TEMPLATES: DemoLibraryTemplate[] = [
  {
    id: '0190f1a0-0000-7000-8000-00000000a001',
    name: 'Standard vehicle policy (Belgium)',
    type: 'car_policy',
    category: 'Fleet',
    partner_name: 'Lex & Partners',
    content_html:
      '<h1>Vehicle policy</h1><p>{{company.name}} provides {{person.full_name}} with the vehicle {{car.brand}} {{car.model}} ({{car.plate}}).</p><p>The benefit in kind is declared according to the law.</p>' +
      signatureBlock,
  },
  {
    id: '0190f1a0-0000-7000-8000-00000000a002',
    name: 'Equipment loan agreement',
    type: 'asset_policy',
    category: 'Equipment',
    partner_name: 'Lex & Partners',
    content_html: '<h1>Equipment loan</h1><p>{{person.full_name}} borrows {{asset.list}} from {{company.name}}.</p>' + signatureBlock,
  },
  {
    id: '0190f1a0-0000-7000-8000-00000000a003',
    name: 'Fixed-term employment contract',
    type: 'employment_contract',
    category: 'HR',
    partner_name: 'HR Templates BV',
    content_html:
      '<h1>Fixed-term employment contract</h1><p>{{company.name}} hires {{person.full_name}} as {{person.role}} until {{custom.end_date}}.</p>' +
      signatureBlock,
  },
  {
    id: '0190f1a0-0000-7000-8000-00000000a004',
    name: 'Confidentiality agreement',
    type: 'other',
    category: 'Legal',
    partner_name: 'HR Templates BV',
    content_html:
      '<h1>Confidentiality agreement</h1><p>{{person.full_name}} keeps confidential what they learn of {{company.name}}’s business.</p>' + signatureBlock,
  },
];
