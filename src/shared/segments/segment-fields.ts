import { SHARED_AREAS } from '../areas';
import { ASSET_COLUMN_LABELS, ASSET_FIELD_LABELS } from '../assets/assets.schema';
import { CAR_FIELD_LABELS } from '../fleet/car-labels';
import { ALL_FUELS, CAR_TYPES, CONTRACT_TYPES, USAGE_TYPES } from '../fleet/fleet.schema';
import type { SegmentObjectType } from '../objects';
import { DIMONA_STATUTES } from '../people/people.schema';
import type { PeopleColumnId } from '../people/people.column-ids';
import { visiblePeopleColumns } from '../people/people.columns';
import { can } from '../policy/policy';
import type { Viewer } from '../policy/viewer';
import { customFieldKey, VALUELESS_OPS, type SegmentCondition, type SegmentOp } from './segment.schema';
import { valueFits } from './segment-values';
import { PARTICIPANT_RESULTS, PARTICIPANT_STATUSES } from '../trainings/trainings.schema';

// The fields a segment condition may use, per object type, and the ops each kind of field allows.
// The builder lists these; validation (segment-validate.ts) checks definitions against them; the
// evaluator and the SQL translation read a field's kind from here.

/** flag: a 0/1 (or boolean) value; team: the team ids of the object's person. */
export const FIELD_KINDS = ['text', 'enum', 'date', 'number', 'flag', 'team'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const OPS_BY_KIND: Record<FieldKind, readonly SegmentOp[]> = {
  text: ['equals', 'not_equals', 'contains', 'empty', 'not_empty'],
  enum: ['equals', 'not_equals', 'empty', 'not_empty'],
  date: ['equals', 'not_equals', 'before', 'after', 'empty', 'not_empty'],
  number: ['equals', 'not_equals', 'greater', 'less', 'empty', 'not_empty'],
  // Flags are never empty: a list row always carries 0 or 1.
  flag: ['equals', 'not_equals'],
  team: ['in_team'],
};

export interface SegmentField {
  /** The id conditions use: a list column's name, or `custom_field_{id}`. */
  id: string;
  label: string;
  kind: FieldKind;
  /** The allowed values of an enum field. */
  options?: readonly string[];
  /** For guarded fields: whether this viewer may filter on it (and so learn its values). */
  visible?: (v: Viewer) => boolean;
}

/** A custom field as the custom-fields area defines it for one object type. */
export interface SegmentCustomField {
  id: string;
  label: string;
  kind: Exclude<FieldKind, 'team'>;
  options?: readonly string[];
}

const carFields: readonly SegmentField[] = [
  { id: 'type', label: 'Type', kind: 'enum', options: CAR_TYPES },
  { id: 'vehicle', label: 'Vehicle', kind: 'text' },
  { id: 'brand', label: 'Brand', kind: 'text' },
  { id: 'model', label: 'Model', kind: 'text' },
  { id: 'plate', label: 'Plate', kind: 'text' },
  { id: 'color', label: 'Colour', kind: 'text' },
  { id: 'fuel', label: 'Fuel', kind: 'enum', options: ALL_FUELS },
  { id: 'person', label: 'Person', kind: 'text' },
  { id: 'team', label: 'Team of the person', kind: 'team' },
  { id: 'is_pool_vehicle', label: 'Pool vehicle', kind: 'flag' },
  { id: 'deleted', label: 'Archived', kind: 'flag' },
  { id: 'chassis_number', label: CAR_FIELD_LABELS.chassis_number, kind: 'text' },
  { id: 'usage_type', label: CAR_FIELD_LABELS.usage_type, kind: 'enum', options: USAGE_TYPES },
  { id: 'contract_type', label: CAR_FIELD_LABELS.contract_type, kind: 'enum', options: CONTRACT_TYPES },
  { id: 'catalogue_value', label: CAR_FIELD_LABELS.catalogue_value, kind: 'number' },
  { id: 'cost_yearly', label: CAR_FIELD_LABELS.cost_yearly, kind: 'number' },
  /** Yearly cost plus yearly operational cost (fleet.schema.ts carTotalCost). */
  { id: 'total_cost', label: CAR_FIELD_LABELS.total_cost, kind: 'number' },
  { id: 'date_first_registration', label: CAR_FIELD_LABELS.date_first_registration, kind: 'date' },
];

const assetFields: readonly SegmentField[] = [
  { id: 'asset', label: ASSET_COLUMN_LABELS.asset, kind: 'text' },
  { id: 'person', label: ASSET_COLUMN_LABELS.person, kind: 'text' },
  { id: 'team', label: 'Team of the person', kind: 'team' },
  { id: 'serial_number', label: ASSET_FIELD_LABELS.serial_number, kind: 'text' },
  { id: 'vendor', label: ASSET_FIELD_LABELS.vendor, kind: 'text' },
  { id: 'price', label: ASSET_FIELD_LABELS.price, kind: 'number' },
  { id: 'deleted', label: 'Archived', kind: 'flag' },
];

// A training participant: the person, their training (and its program) and their status and result.
const participantFields: readonly SegmentField[] = [
  { id: 'training', label: 'Training', kind: 'text' },
  { id: 'program', label: 'Program', kind: 'text' },
  { id: 'person', label: 'Person', kind: 'text' },
  { id: 'team', label: 'Team of the person', kind: 'team' },
  { id: 'status', label: 'Status', kind: 'enum', options: PARTICIPANT_STATUSES },
  { id: 'result', label: 'Result', kind: 'enum', options: PARTICIPANT_RESULTS },
  { id: 'date', label: 'Training date', kind: 'date' },
];

// Guarded people columns stay guarded in segments: a filter on a field reveals its values.
const personColumn = (column: PeopleColumnId) => (v: Viewer) => visiblePeopleColumns(v).some((c) => c.id === column);

const employeeFields: readonly SegmentField[] = [
  { id: 'name', label: 'Name', kind: 'text' },
  { id: 'first_name', label: 'First name', kind: 'text' },
  { id: 'last_name', label: 'Last name', kind: 'text' },
  { id: 'email', label: 'Email', kind: 'text' },
  { id: 'role', label: 'Role', kind: 'text' },
  { id: 'manager', label: 'Manager', kind: 'text' },
  { id: 'team', label: 'Team', kind: 'team' },
  { id: 'joined', label: 'Joined', kind: 'date' },
  { id: 'phone', label: 'Phone', kind: 'text', visible: personColumn('phone') },
  { id: 'active_until', label: 'Active until', kind: 'date', visible: personColumn('active_until') },
  { id: 'recent_contract_start', label: 'Most recent contract start', kind: 'date', visible: personColumn('recent_contract_start') },
  { id: 'dimona_statute', label: 'Dimona statute', kind: 'enum', options: DIMONA_STATUTES, visible: personColumn('dimona_statute') },
  { id: 'seniority_date', label: 'Seniority date', kind: 'date', visible: personColumn('seniority_date') },
  { id: 'is_active', label: 'Active', kind: 'flag' },
];

// The object types whose fields are listed here; an area added since brings its own
// (SharedArea.segments), so the segments area need not import it.
const SEGMENT_FIELDS: Partial<Record<SegmentObjectType, readonly SegmentField[]>> = {
  car: carFields,
  employee: employeeFields,
  asset: assetFields,
  training_participant: participantFields,
};

/** The built-in fields of an object type (none while no area builds it). */
export const builtInSegmentFields = (object: SegmentObjectType): readonly SegmentField[] =>
  SEGMENT_FIELDS[object] ?? SHARED_AREAS.find((a) => a.segments?.[object])?.segments?.[object]?.fields ?? [];

export interface SegmentFieldOptions {
  /** The object type's custom fields, if the caller has them. */
  customFields?: readonly SegmentCustomField[];
  /** When given, guarded fields this viewer may not see are left out. */
  viewer?: Viewer;
}

/** The fields conditions on this object type may use, built-in first, then custom fields. */
export function segmentFieldsFor(object: SegmentObjectType, opts: SegmentFieldOptions = {}): SegmentField[] {
  const custom = (opts.customFields ?? []).map((f): SegmentField => ({ ...f, id: customFieldKey(f.id) }));
  const all = [...builtInSegmentFields(object), ...custom];
  const viewer = opts.viewer;
  return viewer ? all.filter((f) => !f.visible || f.visible(viewer)) : all;
}

/** Light-access users get the built-in segments (all, archived/inactive) only. */
export const canUseCustomSegments = (v: Viewer): boolean => can(v, 'segments.custom');

/** field id → kind, what the evaluator needs to compare a field's values. */
export const fieldKinds = (fields: readonly SegmentField[]): ReadonlyMap<string, FieldKind> => new Map(fields.map((f) => [f.id, f.kind]));

/**
 * Whether a condition can be evaluated as written: a known field, an op of its kind, a value that
 * fits. The evaluator and the SQL treat any other condition as one on an empty value (a custom
 * field deleted after the segment was saved must not break the list), and validation refuses it.
 */
export function conditionApplies(kind: FieldKind | undefined, c: SegmentCondition): kind is FieldKind {
  if (kind === undefined || !OPS_BY_KIND[kind].includes(c.op)) return false;
  return VALUELESS_OPS.includes(c.op) || valueFits(kind, c.value);
}

/** What a condition that does not apply answers for every row: what it answers for an empty value. */
export const resultOnEmpty = (op: SegmentOp): boolean => op === 'not_equals' || op === 'empty';
