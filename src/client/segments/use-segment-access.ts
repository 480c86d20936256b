import { useMemo } from 'react';
import type { AssetListItem, AssetType } from '../../shared/assets/assets.schema';
import { segmentCustomField } from '../../shared/custom-fields/custom-field-segments';
import { customValueKey, type CustomFieldValuesRow } from '../../shared/custom-fields/custom-fields.schema';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import type { PersonListItem } from '../../shared/people/people.schema';
import type { TrainingItem } from '../../shared/trainings/trainings.schema';
import type { SegmentAccess } from '../../shared/segments/evaluate';
import {
  assetSegmentAccess,
  carSegmentAccess,
  employeeSegmentAccess,
  participantSegmentAccess,
  teamIdsByPerson,
  type ParticipantSegmentRow,
} from '../../shared/segments/segment-access';
import type { SegmentCustomField } from '../../shared/segments/segment-fields';
import { useViewer } from '../lib/session-context';
import { useCustomFieldDefs, useCustomValuesById } from '../custom-fields';
import { todayIso } from '../lib/today';

// How the evaluator reads this user's mirror: the rows' own fields, the teams of a car's person,
// custom values from the in-memory values table, and only the fields this viewer may see (as the
// server's SQL does). Built once per change of its inputs; compiling and filtering stay in memory.

type ValuesById = ReadonlyMap<string, CustomFieldValuesRow>;

/** The object types whose lists have segments (the builder and the settings page offer these). */
export const LIST_OBJECTS = ['car', 'employee', 'asset', 'training_participant'] as const;
export type ListObject = (typeof LIST_OBJECTS)[number];
export const isListObject = (o: string): o is ListObject => (LIST_OBJECTS as readonly string[]).includes(o);

const customValueOf = (values: ValuesById) => (row: { id: string }, fieldId: string) =>
  values.get(row.id)?.[customValueKey(fieldId) as `custom_field_${string}`];

/** The type's custom fields as segment fields; undefined while loading. */
export function useSegmentCustomFields(object: ListObject): SegmentCustomField[] | undefined {
  const defs = useCustomFieldDefs(object);
  return useMemo(() => defs?.map(segmentCustomField), [defs]);
}

const NO_VALUES: ValuesById = new Map();

/**
 * For the fleet list and builder; undefined until the people, fields and (when `needsValues`, the
 * default) the custom values are read. A list whose segment has no custom-field condition does
 * not wait for the values table, the slowest read of a big mirror.
 */
export function useCarAccess(people: readonly PersonListItem[] | undefined, needsValues = true): SegmentAccess<CarListItem> | undefined {
  const viewer = useViewer();
  const customFields = useSegmentCustomFields('car');
  const read = useCustomValuesById('car');
  const values = read ?? (needsValues ? undefined : NO_VALUES);
  return useMemo(
    () =>
      people && customFields && values
        ? carSegmentAccess({ teamIdsOfPerson: teamIdsByPerson(people), customFields, customValue: customValueOf(values), viewer })
        : undefined,
    [people, customFields, values, viewer],
  );
}

/**
 * For the asset list and builder: the type's and the owner's names from the mirrors (an asset
 * assigned offline carries none yet), the owner's teams from the people.
 */
export function useAssetAccess(
  people: readonly PersonListItem[] | undefined,
  types: readonly Pick<AssetType, 'id' | 'name'>[] | undefined,
  needsValues = true,
): SegmentAccess<AssetListItem> | undefined {
  const viewer = useViewer();
  const customFields = useSegmentCustomFields('asset');
  const read = useCustomValuesById('asset');
  const values = read ?? (needsValues ? undefined : NO_VALUES);
  return useMemo(() => {
    if (!people || !types || !customFields || !values) return undefined;
    const personNames = new Map(people.map((p) => [p.id, p.name]));
    const typeNames = new Map(types.map((t) => [t.id, t.name]));
    return assetSegmentAccess({
      teamIdsOfPerson: teamIdsByPerson(people),
      typeName: (id) => typeNames.get(id),
      personName: (id) => personNames.get(id),
      customFields,
      customValue: customValueOf(values),
      viewer,
    });
  }, [people, types, customFields, values, viewer]);
}

/** For the people list and builder: is_active is worked out from today's date, as on the server. */
export function usePersonAccess(needsValues = true): SegmentAccess<PersonListItem> | undefined {
  const viewer = useViewer();
  const customFields = useSegmentCustomFields('employee');
  const read = useCustomValuesById('employee');
  const values = read ?? (needsValues ? undefined : NO_VALUES);
  const today = todayIso();
  return useMemo(
    () => (customFields && values ? employeeSegmentAccess({ customFields, customValue: customValueOf(values), viewer, today }) : undefined),
    [customFields, values, viewer, today],
  );
}

/**
 * For the trainings list, a training's participants and the builder: the training's name and date
 * and its program's name from the trainings mirror, the person's name and teams from the people.
 */
export function useParticipantAccess(
  people: readonly PersonListItem[] | undefined,
  trainings: readonly Pick<TrainingItem, 'id' | 'name' | 'date' | 'program_id'>[] | undefined,
  needsValues = true,
): SegmentAccess<ParticipantSegmentRow> | undefined {
  const viewer = useViewer();
  const customFields = useSegmentCustomFields('training_participant');
  const read = useCustomValuesById('training_participant');
  const values = read ?? (needsValues ? undefined : NO_VALUES);
  return useMemo(() => {
    if (!people || !trainings || !customFields || !values) return undefined;
    const personNames = new Map(people.map((p) => [p.id, p.name]));
    const byId = new Map(trainings.map((t) => [t.id, t]));
    return participantSegmentAccess({
      teamIdsOfPerson: teamIdsByPerson(people),
      training: (id) => byId.get(id),
      personName: (id) => personNames.get(id),
      customFields,
      customValue: customValueOf(values),
      viewer,
    });
  }, [people, trainings, customFields, values, viewer]);
}
