import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import {
  draftOfBody,
  draftOfTraining,
  emptyTrainingDraft,
  normalizeTraining,
  type TrainingDraft,
  type TrainingFormKind,
} from '../../shared/trainings/training-rules';
import type { ProgramAddBody, TrainingAddBody, TrainingItem } from '../../shared/trainings/trainings.schema';
import { recordActivity } from '../activity/record-activity';
import { assignAutoNumbers } from '../custom-fields/auto-numbers';
import type { Db } from '../db/database';
import { badRequest, HttpError } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { checkDraft } from './training-checks';
import { trainingAddedEvent } from './training-activity';
import { checkTeams, insertTraining, withFla } from './training-writes.repo';
import { getTraining, programSessions, savedTraining, trainingIdTaken } from './trainings.repo';

// POST /api/trainings/programs/add and /api/trainings/add: a program, a single training, the first
// session of a (new) program, or a session of an existing program, checked by training-rules.ts.

const idTaken = (field: string) => new HttpError(409, 'conflict', messages.trainings.idTaken, { [field]: messages.trainings.idTaken });

async function newProgram(tx: Db, write: WriteInfo, id: string, name: string, field: string): Promise<TrainingItem> {
  const companyId = write.viewer.company.id;
  if (await trainingIdTaken(tx, id)) throw idTaken(field);
  await insertTraining(tx, { companyId, id, userId: write.viewer.user.id, isProgram: 1, programId: null, fields: { name } });
  await assignAutoNumbers(tx, companyId, 'training', id);
  const saved = await savedTraining(tx, companyId, id);
  await recordActivity(tx, write, trainingAddedEvent(saved));
  return saved;
}

/** POST /api/trainings/programs/add (createNewTrainingProgram): a program by its name. */
export async function addProgram(tx: Db, write: WriteInfo, body: ProgramAddBody): Promise<WriteAnswer<TrainingItem> & { id: string }> {
  const draft = draftOfBody({ program_name: body.program_name ?? '' });
  checkDraft(draft, 'program', false);
  const id = body.id ?? uuidv7();
  return { id, data: await newProgram(tx, write, id, draft.program_name.trim(), 'id') };
}

/** The kind a body asks for; program fields without a program are refused, not ignored. */
function kindOf(body: TrainingAddBody): TrainingFormKind {
  if (!body.program_id) {
    const m = messages.trainings;
    if (body.program_name?.trim()) throw badRequest(m.programNameNeedsProgram, { program_name: m.programNameNeedsProgram });
    if (body.is_first_training === 1) throw badRequest(m.firstTrainingNeedsProgram, { program_id: m.firstTrainingNeedsProgram });
    return 'single';
  }
  return body.is_first_training === 1 ? 'first_session' : 'session';
}

/**
 * The program a session goes into and the draft it starts from: for a first session, the new
 * program (made here when the client made its id offline with the name); for a later session,
 * the program's first session's fields under the name 'Session N' and no date.
 */
async function programAndBase(
  tx: Db,
  write: WriteInfo,
  body: TrainingAddBody,
  kind: TrainingFormKind,
): Promise<{ program: TrainingItem | null; base: TrainingDraft; makeProgram: boolean }> {
  const companyId = write.viewer.company.id;
  if (kind === 'single') return { program: null, base: emptyTrainingDraft(), makeProgram: false };
  const programId = body.program_id!;
  const found = await getTraining(tx, companyId, programId);
  if (found && found.training.is_program !== 1) throw badRequest(messages.trainings.notAProgram, { program_id: messages.trainings.notAProgram });
  const sessions = found ? await programSessions(tx, companyId, programId) : [];
  if (kind === 'first_session') {
    // Not there yet: the client made the program's id and sends its name (checked by the rules).
    if (!found) return { program: null, base: emptyTrainingDraft(), makeProgram: true };
    if (sessions.length > 0) throw badRequest(messages.trainings.programHasSessions, { program_id: messages.trainings.programHasSessions });
    return { program: found.training, base: { ...emptyTrainingDraft(), program_name: found.training.name }, makeProgram: false };
  }
  if (!found) throw badRequest(messages.trainings.programNotFound, { program_id: messages.trainings.programNotFound });
  const first = sessions[0];
  // With no session to copy from, this is the first one: checked in full (cost ...), never guessed.
  if (!first) throw badRequest(messages.trainings.firstSessionNeedsFlag, { is_first_training: messages.trainings.firstSessionNeedsFlag });
  const copied = { ...draftOfTraining(first), date: null };
  return { program: found.training, base: { ...copied, name: `Session ${sessions.length + 1}`, program_name: found.training.name }, makeProgram: false };
}

/** POST /api/trainings/add (createTraining). */
export async function addTraining(tx: Db, write: WriteInfo, body: TrainingAddBody): Promise<WriteAnswer<TrainingItem> & { id: string }> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const fla = withFla(viewer);
  const kind = kindOf(body);
  const { program, base, makeProgram } = await programAndBase(tx, write, body, kind);
  const sent = draftOfBody(body, base);
  // A session left unnamed (or sent with an empty name) is 'Session N'.
  const draft = kind === 'session' && !sent.name.trim() ? { ...sent, name: base.name } : sent;
  checkDraft(draft, kind, fla);
  const fields = normalizeTraining(draft, fla);
  await checkTeams(tx, companyId, fields.selected_teams);

  const id = body.id ?? uuidv7();
  if (await trainingIdTaken(tx, id)) throw idTaken('id');
  const programId = makeProgram ? (await newProgram(tx, write, body.program_id!, draft.program_name.trim(), 'program_id')).id : (program?.id ?? null);
  await insertTraining(tx, { companyId, id, userId: viewer.user.id, isProgram: 0, programId, fields });
  await assignAutoNumbers(tx, companyId, 'training', id);
  const saved = await savedTraining(tx, companyId, id);
  await recordActivity(tx, write, trainingAddedEvent(saved));
  return { id, data: saved };
}
