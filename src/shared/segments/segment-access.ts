import type { AssetListItem } from '../assets/assets.schema';
import { carTotalCost, type CarListItem } from '../fleet/fleet.schema';
import type { PersonListItem } from '../people/people.schema';
import type { ParticipantItem, TrainingItem } from '../trainings/trainings.schema';
import type { Viewer } from '../policy/viewer';
import type { SegmentAccess } from './evaluate';
import { fieldKinds, segmentFieldsFor, type SegmentCustomField } from './segment-fields';
import { CUSTOM_FIELD_PREFIX } from './segment.schema';

// How the evaluator reads the mirror's rows of each object type: list-row properties by field id,
// plus the computed fields (a car's vehicle name and team) and custom fields through a lookup.

export interface CustomValueSource<Row> {
  /** The object type's custom fields (their kinds decide how values compare). */
  customFields?: readonly SegmentCustomField[];
  /** A row's value of a custom field (by the custom field's own id), as the API sends it; null or undefined when unset. */
  customValue?: (row: Row, customFieldId: string) => unknown;
  /**
   * The viewer whose list this is: fields they may not see count as unknown, so a condition on
   * one answers as on an empty value, as the server's SQL does for them (segment-sql.ts).
   */
  viewer?: Viewer;
}

type Computed<Row> = Record<string, (row: Row) => unknown>;

function rowAccess<Row extends object>(
  object: 'car' | 'employee' | 'asset' | 'training_participant',
  computed: Computed<Row>,
  opts: CustomValueSource<Row>,
): SegmentAccess<Row> {
  const kinds = fieldKinds(segmentFieldsFor(object, { customFields: opts.customFields ?? [], viewer: opts.viewer }));
  return {
    kinds,
    value: (row, field) => {
      const compute = Object.hasOwn(computed, field) ? computed[field] : undefined;
      if (compute) return compute(row);
      if (field.startsWith(CUSTOM_FIELD_PREFIX)) return opts.customValue?.(row, field.slice(CUSTOM_FIELD_PREFIX.length));
      return Object.hasOwn(row, field) ? (row as Record<string, unknown>)[field] : undefined;
    },
  };
}

export interface CarAccessOptions extends CustomValueSource<CarListItem> {
  /** A person's team ids (from the mirror's people): a car is in the teams of its person. */
  teamIdsOfPerson: (personId: string) => readonly string[] | undefined;
}

export function carSegmentAccess(opts: CarAccessOptions): SegmentAccess<CarListItem> {
  return rowAccess<CarListItem>(
    'car',
    {
      // The same text the server builds: brand, a space, model.
      vehicle: (car) => `${car.brand} ${car.model}`,
      person: (car) => car.person_name,
      total_cost: (car) => carTotalCost(car),
      team: (car) => (car.related_employee_id ? (opts.teamIdsOfPerson(car.related_employee_id) ?? []) : []),
    },
    opts,
  );
}

export interface AssetAccessOptions extends CustomValueSource<AssetListItem> {
  /** As for cars: an asset is in the teams of its owner. */
  teamIdsOfPerson: (personId: string) => readonly string[] | undefined;
  /**
   * The current names from the device's mirrors (types, people), as the server's SQL reads them
   * from its tables; a row saved offline carries no names yet. The row's own names are the fallback.
   */
  typeName?: (typeId: string) => string | undefined;
  personName?: (personId: string) => string | undefined;
}

export function assetSegmentAccess(opts: AssetAccessOptions): SegmentAccess<AssetListItem> {
  return rowAccess<AssetListItem>(
    'asset',
    {
      asset: (a) => opts.typeName?.(a.asset_type_id) ?? a.asset_name,
      person: (a) => (a.owner_employee_id ? (opts.personName?.(a.owner_employee_id) ?? a.owner_employee_name) : null),
      team: (a) => (a.owner_employee_id ? (opts.teamIdsOfPerson(a.owner_employee_id) ?? []) : []),
    },
    opts,
  );
}

/** What a participant condition reads of a participant row: the mirror row's own fields. */
export type ParticipantSegmentRow = Pick<ParticipantItem, 'id' | 'training_id' | 'employee_id' | 'person_name' | 'status' | 'result'>;

export interface ParticipantAccessOptions extends CustomValueSource<ParticipantSegmentRow> {
  /** As for cars: a participant is in the teams of its person. */
  teamIdsOfPerson: (personId: string) => readonly string[] | undefined;
  /** The participant's training (and through it the program) from the trainings mirror, as the server's SQL reads them. */
  training: (trainingId: string) => Pick<TrainingItem, 'name' | 'date' | 'program_id'> | undefined;
  /** The current name from the people mirror; the row's own person_name is the fallback. */
  personName?: (personId: string) => string | undefined;
}

export function participantSegmentAccess(opts: ParticipantAccessOptions): SegmentAccess<ParticipantSegmentRow> {
  return rowAccess<ParticipantSegmentRow>(
    'training_participant',
    {
      training: (p) => opts.training(p.training_id)?.name ?? null,
      program: (p) => {
        const programId = opts.training(p.training_id)?.program_id;
        return programId ? (opts.training(programId)?.name ?? null) : null;
      },
      person: (p) => opts.personName?.(p.employee_id) ?? p.person_name,
      team: (p) => opts.teamIdsOfPerson(p.employee_id) ?? [],
      date: (p) => opts.training(p.training_id)?.date ?? null,
    },
    opts,
  );
}

export interface EmployeeAccessOptions extends CustomValueSource<PersonListItem> {
  /**
   * Today as YYYY-MM-DD: `is_active` is then worked out from the end date where the row has it,
   * as the server does with current_date, since a mirrored row is not sent again when its end
   * date passes. Without it the row's own is_active is used.
   */
  today?: string;
}

export function employeeSegmentAccess(opts: EmployeeAccessOptions = {}): SegmentAccess<PersonListItem> {
  const { today } = opts;
  const computed: Computed<PersonListItem> = { team: (p) => p.team_ids };
  if (today) computed.is_active = (p) => (p.active_until === undefined ? p.is_active : p.active_until === null || p.active_until >= today);
  return rowAccess<PersonListItem>('employee', computed, opts);
}

/** Team ids by person, built once from the mirror's people for carSegmentAccess and assetSegmentAccess. */
export function teamIdsByPerson(people: readonly Pick<PersonListItem, 'id' | 'team_ids'>[]): (personId: string) => readonly string[] | undefined {
  const byId = new Map(people.map((p) => [p.id, p.team_ids]));
  return (id) => byId.get(id);
}
