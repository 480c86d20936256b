import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { segmentCustomField } from '../../shared/custom-fields/custom-field-segments';
import type { SegmentObjectType } from '../../shared/objects';
import { segmentFieldsFor, type SegmentCustomField, type SegmentField } from '../../shared/segments/segment-fields';
import { CUSTOM_FIELD_PREFIX } from '../../shared/segments/segment.schema';
import { useViewer } from '../lib/session-context';
import { useCustomFieldDefs } from '../custom-fields';
import { useOffline } from '../offline/offline-context';

/** Names for the values of built-in enum fields, by field id then value ('fuel' → 'electric' → 'Electric'). */
export type OptionLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface BuilderFields {
  /** What this viewer may filter on: built-in fields first, then custom fields. */
  fields: SegmentField[];
  byId: ReadonlyMap<string, SegmentField>;
  customFields: SegmentCustomField[];
  /** How a value of an enum field is shown: a custom select option's name, a built-in's label. */
  optionLabel: (fieldId: string, value: string) => string;
  teams: { id: string; name: string }[];
}

/** The builder's fields from the mirror (works offline); undefined while loading. */
export function useBuilderFields(object: SegmentObjectType, optionLabels: OptionLabels): BuilderFields | undefined {
  const { db } = useOffline();
  const viewer = useViewer();
  const defs = useCustomFieldDefs(object);
  const teams = useLiveQuery(async () => (await db.mirror('teams').toArray()).sort((a, b) => a.name.localeCompare(b.name)), [db]);
  return useMemo(() => {
    if (!defs || !teams) return undefined;
    const customFields = defs.map(segmentCustomField);
    const fields = segmentFieldsFor(object, { viewer, customFields });
    const optionNames = new Map(defs.map((d: CustomFieldRow) => [d.id, new Map(d.options.map((o) => [o.id, o.option_name]))]));
    const optionLabel = (fieldId: string, value: string) =>
      fieldId.startsWith(CUSTOM_FIELD_PREFIX)
        ? (optionNames.get(fieldId.slice(CUSTOM_FIELD_PREFIX.length))?.get(value) ?? value)
        : (optionLabels[fieldId]?.[value] ?? value);
    return { fields, byId: new Map(fields.map((f) => [f.id, f])), customFields, optionLabel, teams };
  }, [defs, teams, object, viewer, optionLabels]);
}
