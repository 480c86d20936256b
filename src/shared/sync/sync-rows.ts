import type { ActivityItem } from '../activity/activity.schema';
import type { AssetListItem, AssetType } from '../assets/assets.schema';
import type { CustomFieldRow, CustomFieldValuesRow } from '../custom-fields/custom-fields.schema';
import type { DocumentRow } from '../documents/documents.schema';
import type { CarListItem } from '../fleet/fleet.schema';
import type { PersonListItem, Team } from '../people/people.schema';
import type { SegmentRow } from '../segments/segments.schema';
import type { TagsRow } from '../tags/tags.schema';
import type { ParticipantItem, TrainingItem } from '../trainings/trainings.schema';
import type { SyncTable } from './protocol';

type Versioned<T> = T & { id: string; version: number };

/**
 * The row type of each mirrored table: what the pull sends and the device's mirror holds (the
 * list endpoints' shape plus `version`). A table added to SYNC_TABLES does not compile until it
 * has its row type here.
 */
export interface SyncRows extends Record<SyncTable, { id: string; version: number }> {
  teams: Versioned<Team>;
  employees: Versioned<PersonListItem>;
  cars: Versioned<CarListItem>;
  activity: Versioned<ActivityItem>;
  tags: TagsRow;
  custom_fields: CustomFieldRow;
  custom_field_values: CustomFieldValuesRow;
  documents: Versioned<DocumentRow>;
  segments: SegmentRow;
  asset_types: Versioned<AssetType>;
  assets: Versioned<AssetListItem>;
  trainings: Versioned<TrainingItem>;
  training_participants: Versioned<ParticipantItem>;
}

export type SyncRowOf<T extends SyncTable> = SyncRows[T];
