import { useMemo } from 'react';
import { segmentCustomField } from '../../shared/custom-fields/custom-field-segments';
import { customValueKey, type CustomFieldValuesRow } from '../../shared/custom-fields/custom-fields.schema';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import type { PersonListItem } from '../../shared/people/people.schema';
import type { SegmentAccess } from '../../shared/segments/evaluate';
import { carSegmentAccess, employeeSegmentAccess, teamIdsByPerson } from '../../shared/segments/segment-access';
import type { SegmentCustomField } from '../../shared/segments/segment-fields';
import { useViewer } from '../auth/session-context';
import { useCustomFieldDefs, useCustomValuesById } from '../custom-fields';
import { todayIso } from '../lib/today';

// How the evaluator reads this user's mirror: the rows' own fields, the teams of a car's person,
// custom values from the in-memory values table, and only the fields this viewer may see (as the
// server's SQL does). Built once per change of its inputs; compiling and filtering stay in memory.

type ValuesById = ReadonlyMap<string, CustomFieldValuesRow>;

const customValueOf = (values: ValuesById) => (row: { id: string }, fieldId: string) => values.get(row.id)?.[customValueKey(fieldId) as `custom_field_${string}`];

/** The type's custom fields as segment fields; undefined while loading. */
export function useSegmentCustomFields(object: 'car' | 'employee'): SegmentCustomField[] | undefined {
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
    () => (people && customFields && values ? carSegmentAccess({ teamIdsOfPerson: teamIdsByPerson(people), customFields, customValue: customValueOf(values), viewer }) : undefined),
    [people, customFields, values, viewer],
  );
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
