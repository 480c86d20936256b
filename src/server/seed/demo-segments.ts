import { and, eq } from 'drizzle-orm';
import type { CustomFieldOption } from '../../shared/custom-fields/custom-fields.schema';
import { uuidv7 } from '../../shared/ids';
import type { SegmentObjectType } from '../../shared/objects';
import { customFieldKey, type SegmentDefinition } from '../../shared/segments/segment.schema';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { customFields } from '../db/schema/custom-fields';
import { teams } from '../db/schema/people';
import { segments } from '../db/schema/segments';

// The demo company's custom segments, one of each kind of condition the builder offers: an enum
// with any-match, a flag, a team, a date, and a custom select field (when the custom-fields demo
// data has its 'Lease company' field with an 'Arval' option; looked up by name, skipped if absent).

export interface SegmentPlan {
  object: SegmentObjectType;
  name: string;
  definition: SegmentDefinition;
}

const fuelIs = (value: string) => ({ field: 'fuel', op: 'equals' as const, value });

/** The select option of a custom field, by the field's and the option's names. */
async function customOption(db: Db, companyId: string, field: string, option: string): Promise<{ fieldId: string; optionId: string } | null> {
  const [row] = await db
    .select({ id: customFields.id, options: customFields.options })
    .from(customFields)
    .where(and(eq(customFields.company_id, companyId), eq(customFields.object_type, 'car'), eq(customFields.name, field)));
  const found = (row?.options as CustomFieldOption[] | undefined)?.find((o) => o.option_name === option);
  return row && found ? { fieldId: row.id, optionId: found.id } : null;
}

/** 'After 31 December last year': from 1 January of the year the demo was made. */
export const lastYearsEnd = (today: string) => `${String(Number(today.slice(0, 4)) - 1).padStart(4, '0')}-12-31`;

/** A team of the company by its name. */
export async function companyTeam(db: Db, companyId: string, name: string): Promise<{ id: string } | undefined> {
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.company_id, companyId), eq(teams.name, name)));
  return team;
}

/** Saves custom segments as made by the user with `authorEmail`. */
export async function addSegments(db: Db, p: { companyId: string; authorEmail: string }, plans: readonly SegmentPlan[]): Promise<void> {
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, p.authorEmail));
  await db.insert(segments).values(
    plans.map((s) => ({
      id: uuidv7(),
      company_id: p.companyId,
      object_type: s.object,
      name: s.name,
      definition: s.definition,
      created_by: author?.id ?? null,
      updated_by: author?.id ?? null,
    })),
  );
}

export async function addDemoSegments(db: Db, p: { companyId: string; authorEmail: string; today: string }): Promise<void> {
  const sales = await companyTeam(db, p.companyId, 'Sales');
  const yearStart = lastYearsEnd(p.today);
  const plans: SegmentPlan[] = [
    {
      object: 'car',
      name: 'Electric and hybrid',
      definition: { match: 'any', conditions: [fuelIs('electric'), fuelIs('hybrid_diesel'), fuelIs('hybrid_gas')] },
    },
    { object: 'car', name: 'Pool vehicles', definition: { match: 'all', conditions: [{ field: 'is_pool_vehicle', op: 'equals', value: '1' }] } },
    { object: 'employee', name: 'Joined this year', definition: { match: 'all', conditions: [{ field: 'joined', op: 'after', value: yearStart }] } },
  ];
  if (sales)
    plans.push({ object: 'car', name: 'Sales team cars', definition: { match: 'all', conditions: [{ field: 'team', op: 'in_team', value: sales.id }] } });
  const arval = await customOption(db, p.companyId, 'Lease company', 'Arval');
  if (arval)
    plans.push({
      object: 'car',
      name: 'Leased from Arval',
      definition: { match: 'all', conditions: [{ field: customFieldKey(arval.fieldId), op: 'equals', value: arval.optionId }] },
    });
  await addSegments(db, p, plans);
}
