import type { ActivityItem, AddNoteBody } from '../../shared/activity/activity.schema';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { canSeeObject } from '../objects/object-access';
import type { WriteInfo } from '../sync/run-write';
import { activityIdOwner, getActivityItem } from './activity.repo';
import { recordActivity } from './record-activity';

/**
 * POST /api/activity/addNote: a note on an object the user may see. The id may be the client's
 * (a note written offline keeps it); the same note sent again with its id answers the note, an id
 * already used for anything else is refused.
 */
export async function addNote(tx: Db, write: WriteInfo, body: AddNoteBody): Promise<WriteAnswer<ActivityItem>> {
  const { viewer } = write;
  if (!(await canSeeObject(tx, viewer, body.related_object, body.related_object_id))) throw notFound(messages.activity.objectNotFound);
  const id = body.id ?? uuidv7(write.madeAt?.getTime());
  const taken = await activityIdOwner(tx, id);
  if (taken) {
    const same =
      taken.company_id === viewer.company.id &&
      taken.related_user_id === viewer.user.id &&
      taken.event_type === 'note_added' &&
      taken.related_object === body.related_object &&
      taken.related_object_id === body.related_object_id;
    if (!same) throw new HttpError(409, 'conflict', messages.activity.idTaken, { id: messages.activity.idTaken });
  } else {
    await recordActivity(tx, write, {
      id,
      related_object: body.related_object,
      related_object_id: body.related_object_id,
      event_type: 'note_added',
      event_info_json: { text: body.text },
    });
  }
  return { data: (await getActivityItem(tx, viewer.company.id, id))! };
}
