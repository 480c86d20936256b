// The people table's column ids, apart from people.columns.ts: the list query's schema needs them
// as its module loads, and people.columns.ts reads the policy, which reads every area (a cycle).
export const PEOPLE_COLUMN_IDS = [
  'name',
  'role',
  'team',
  'email',
  'phone',
  'manager',
  'joined',
  'active_until',
  'recent_contract_start',
  'dimona_statute',
  'seniority_date',
] as const;
export type PeopleColumnId = (typeof PEOPLE_COLUMN_IDS)[number];
