import { and, eq } from 'drizzle-orm';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import {
  NEW_PARTICIPANT_RESULT,
  NEW_PARTICIPANT_STATUS,
  type ParticipantItem,
  type ParticipantResult,
  type ParticipantStatus,
} from '../../shared/trainings/trainings.schema';
import { recordActivities, recordActivity } from '../activity/record-activity';
import { assignAutoNumbers } from '../custom-fields/auto-numbers';
import type { Db } from '../db/database';
import { trainingParticipants } from '../db/schema/trainings';
import { badRequest, HttpError, notFound } from '../http/errors';
import { personInScope } from '../people/people-scope';
import { peopleScope } from '../people/people-scope';
import { ConflictError } from '../sync/conflict';
import { staleFields, type EditFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { participantChangeEvents, participantEvent } from './training-activity';
import { getParticipant, getTraining, participantIdTaken, participantOf, savedParticipant } from './trainings.repo';

// The participant writes: add (addTrainingEmployee), remove (removeTrainingEmployee), and a
// status or result change (updateParticipantStatus / Result), one person at a time.

const personError = (message: string) => badRequest(message, { employee_id: message });

/** POST /api/trainings/participants/add: a person of the viewer's scope who has not left, once per training. */
export async function addParticipant(
  tx: Db,
  write: WriteInfo,
  body: { id?: string | undefined; training_id: string; employee_id: string },
): Promise<WriteAnswer<ParticipantItem> & { id: string }> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const found = await getTraining(tx, companyId, body.training_id);
  if (!found) throw notFound(messages.trainings.trainingNotFound);
  if (found.training.is_program === 1)
    throw badRequest(messages.trainings.programHasNoParticipants, { training_id: messages.trainings.programHasNoParticipants });
  const person = await personInScope(tx, peopleScope(viewer), body.employee_id);
  if (!person) throw personError(messages.trainings.personNotFound);
  if (person.left) throw personError(messages.trainings.personLeft(person.name));
  if (await participantOf(tx, { companyId, teamIds: null }, body.training_id, body.employee_id))
    throw personError(messages.trainings.alreadyParticipant(person.name));
  const id = body.id ?? uuidv7();
  if (await participantIdTaken(tx, id))
    throw new HttpError(409, 'conflict', messages.trainings.participantIdTaken, { id: messages.trainings.participantIdTaken });

  await tx.insert(trainingParticipants).values({
    id,
    company_id: companyId,
    training_id: body.training_id,
    employee_id: body.employee_id,
    status: NEW_PARTICIPANT_STATUS,
    result: NEW_PARTICIPANT_RESULT,
    updated_by: viewer.user.id,
  });
  await assignAutoNumbers(tx, companyId, 'training_participant', id);
  const saved = await savedParticipant(tx, companyId, id);
  await recordActivity(tx, write, participantEvent(saved, 'participant_added'));
  return { id, data: saved };
}

/** POST /api/trainings/participants/remove: answers `{ data: null, id }`, the participant is gone. */
export async function removeParticipant(tx: Db, write: WriteInfo, body: { training_id: string; employee_id: string }): Promise<{ data: null; id: string }> {
  const { viewer } = write;
  const found = await participantOf(tx, peopleScope(viewer), body.training_id, body.employee_id);
  if (!found) throw notFound(messages.trainings.participantNotFound);
  const p = found.participant;
  await tx.delete(trainingParticipants).where(and(eq(trainingParticipants.company_id, viewer.company.id), eq(trainingParticipants.id, p.id)));
  await recordActivity(tx, write, participantEvent(p, 'participant_removed'));
  return { data: null, id: p.id };
}

const PARTICIPANT_EDIT: EditFields = { editable: new Set(['status', 'result']), kindOf: () => 'text' };

type Change = { status: ParticipantStatus } | { result: ParticipantResult };

/** POST /api/trainings/participants/status and /result, checked against `base`; the same value writes nothing. */
export async function changeParticipant(
  tx: Db,
  write: WriteInfo,
  participantId: string,
  change: Change,
  base?: Record<string, unknown>,
): Promise<WriteAnswer<ParticipantItem>> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const found = await getParticipant(tx, peopleScope(viewer), participantId);
  if (!found) throw notFound(messages.trainings.participantNotFound);
  const { participant: before, changedBy } = found;
  if (base && staleFields(PARTICIPANT_EDIT, before, base).length > 0) {
    throw new ConflictError(messages.sync.conflict(before.person_name, changedBy.name), before, changedBy);
  }
  const same = 'status' in change ? change.status === before.status : change.result === before.result;
  if (same) return { data: before };
  await tx
    .update(trainingParticipants)
    .set({ ...change, updated_by: viewer.user.id })
    .where(and(eq(trainingParticipants.company_id, companyId), eq(trainingParticipants.id, before.id)));
  const after = await savedParticipant(tx, companyId, before.id);
  const training = await getTraining(tx, companyId, after.training_id);
  await recordActivities(tx, write, participantChangeEvents(before, after, { id: after.training_id, name: training?.training.name ?? '' }));
  return { data: after };
}
