import { DIMONA_STATUTES } from '../../shared/people/people.schema';
import { uuidv7 } from '../../shared/ids';
import { intBetween, isoDateBetween, pick, type Rng } from './random';

const FIRST = [
  'Emma',
  'Lucas',
  'Olivia',
  'Noah',
  'Louise',
  'Arthur',
  'Mila',
  'Jules',
  'Elena',
  'Victor',
  'Lina',
  'Adam',
  'Nora',
  'Liam',
  'Julie',
  'Finn',
  'Sofia',
  'Mathis',
  'Lotte',
  'Bram',
  'Hanne',
  'Wout',
  'Marie',
  'Thomas',
  'Sarah',
  'Pieter',
  'Anouk',
  'Rayan',
  'Yasmine',
  'Koen',
  'Ines',
  'Daan',
  'Fleur',
  'Sem',
  'Amira',
  'Robbe',
  'Charlotte',
  'Milan',
  'Zoë',
  'Hugo',
];
const LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Leroy',
  'Vermeulen',
  'Van Damme',
  'Hermans',
  'Aerts',
  'Michiels',
  'Declercq',
  'Lemmens',
  'Verhoeven',
  'Segers',
  'Cools',
  'Smets',
  'Bogaert',
  'Renard',
  'Simon',
  'Laurent',
];
const ROLES = [
  'Accountant',
  'Sales representative',
  'Software engineer',
  'HR officer',
  'Warehouse operator',
  'Driver',
  'Customer success',
  'Marketing specialist',
  'Technician',
  'Office manager',
  'Product designer',
  'Logistics planner',
  'Trainer',
  'Fleet coordinator',
];

export interface GeneratedPerson {
  id: string;
  company_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: string;
  joined: string;
  active_until: string | null;
  recent_contract_start: string;
  dimona_statute: (typeof DIMONA_STATUTES)[number];
  seniority_date: string;
  manager_id: string | null;
}

export function generatePerson(rng: Rng, companyId: string, domain: string, index: number): GeneratedPerson {
  const first = pick(rng, FIRST);
  const last = pick(rng, LAST);
  const joined = isoDateBetween(rng, '2012-01-01', '2026-09-30');
  const roll = rng();
  // Most people are current; some have left (past date), some leave soon (future date).
  const active_until = roll < 0.07 ? isoDateBetween(rng, '2023-01-01', '2026-10-31') : roll < 0.12 ? isoDateBetween(rng, '2027-01-01', '2028-12-31') : null;
  const slug = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return {
    id: uuidv7(),
    company_id: companyId,
    first_name: first,
    last_name: last,
    email: `${slug}${index}@${domain}`,
    phone: `+32 4${intBetween(rng, 70, 99)} ${intBetween(rng, 10, 99)} ${intBetween(rng, 10, 99)} ${intBetween(rng, 10, 99)}`,
    role: pick(rng, ROLES),
    joined,
    active_until,
    recent_contract_start: isoDateBetween(rng, joined, '2026-10-31'),
    dimona_statute: pick(rng, DIMONA_STATUTES.slice(0, 4)),
    seniority_date: isoDateBetween(rng, '2005-01-01', joined),
    manager_id: null,
  };
}
