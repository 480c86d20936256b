import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { SavedTrainingFields } from '../../shared/trainings/training-rules';
import type { Db } from '../db/database';
import { teams } from '../db/schema/people';
import { trainings } from '../db/schema/trainings';
import { badRequest } from '../http/errors';

// The training writes' statements. The sync triggers take each row's new version and stamp
// updated_at; updated_by is set here.

/** Whether the viewer's company has the FLA block (feature flag trainings_fla). */
export const withFla = (viewer: Viewer) => can(viewer, 'trainings.fla');

type Stored = Omit<SavedTrainingFields, 'training_amount_days'> & { training_amount_days: number | null };
/** The numeric days column takes a decimal string. */
function storedFields(f: Partial<Stored>) {
  const { training_amount_days: days, ...rest } = f;
  return days === undefined ? rest : { ...rest, training_amount_days: days === null ? null : String(days) };
}

export async function insertTraining(
  db: Db,
  p: { companyId: string; id: string; userId: string; isProgram: 0 | 1; programId: string | null; fields: Partial<Stored> & { name: string } },
): Promise<void> {
  await db.insert(trainings).values({
    ...storedFields(p.fields),
    name: p.fields.name,
    id: p.id,
    company_id: p.companyId,
    is_program: p.isProgram,
    program_id: p.programId,
    updated_by: p.userId,
  });
}

export async function updateTraining(
  db: Db,
  p: { companyId: string; id: string; userId: string; fields: Partial<Stored> & { program_id?: string | null } },
): Promise<void> {
  await db
    .update(trainings)
    .set({ ...storedFields(p.fields), updated_by: p.userId })
    .where(and(eq(trainings.company_id, p.companyId), eq(trainings.id, p.id)));
}

export async function deleteTrainingRow(db: Db, companyId: string, id: string): Promise<void> {
  await db.delete(trainings).where(and(eq(trainings.company_id, companyId), eq(trainings.id, id)));
}

/** 400 on selected_teams unless every team named is one of the company's. */
export async function checkTeams(db: Db, companyId: string, selected: string): Promise<void> {
  const ids = selected ? selected.split(',') : [];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.company_id, companyId), inArray(teams.id, ids)));
  if (found.length !== ids.length) throw badRequest(messages.trainings.teamNotFound, { selected_teams: messages.trainings.teamNotFound });
}
