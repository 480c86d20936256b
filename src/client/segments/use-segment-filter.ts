import { useMemo } from 'react';
import type { AssetListItem, AssetType } from '../../shared/assets/assets.schema';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import type { SegmentObjectType } from '../../shared/objects';
import type { PersonListItem } from '../../shared/people/people.schema';
import type { RowPredicate } from '../../shared/segments/evaluate';
import { compileListSegment } from '../../shared/segments/segment-scope';
import { CUSTOM_FIELD_PREFIX } from '../../shared/segments/segment.schema';
import type { SegmentListItem } from '../../shared/segments/segments.schema';
import type { ParticipantSegmentRow } from '../../shared/segments/segment-access';
import { useMirrorTable } from '../offline/use-mirror-table';
import { useAssetAccess, useCarAccess, useParticipantAccess, usePersonAccess } from './use-segment-access';
import { useSegments } from './use-segments';

// A list page's segment as a row test over its in-memory rows, by the shared rule of which rows a
// segment applies to (segment-scope.ts). The definition is compiled once per change of segment or
// data, never per row; filtering 20,000 rows is then one pass of plain function calls.

export interface ListSegmentFilter<Row> {
  /** The segment in force: the one asked for, or 'All' when it is not there (deleted, or not for this user). */
  segment: SegmentListItem | undefined;
  /** The row test; undefined while loading. */
  matches: RowPredicate<Row> | undefined;
}

/** Whether a segment looks at custom values (else its list need not wait for them). */
const usesCustomValues = (s: SegmentListItem | undefined) => s?.definition.conditions.some((c) => c.field.startsWith(CUSTOM_FIELD_PREFIX)) ?? true;

function useChosenSegment(object: SegmentObjectType, id: string): SegmentListItem | undefined {
  const segments = useSegments(object);
  return useMemo(() => segments && (segments.find((s) => s.id === id) ?? segments[0]), [segments, id]);
}

/** The fleet list's filter; `people` gives the teams of each car's person. */
export function useCarSegmentFilter(id: string, people: readonly PersonListItem[] | undefined): ListSegmentFilter<CarListItem> {
  const segment = useChosenSegment('car', id);
  const access = useCarAccess(people, usesCustomValues(segment));
  const matches = useMemo(() => (segment && access ? compileListSegment('car', segment, access) : undefined), [segment, access]);
  return { segment, matches };
}

/** The asset list's filter; `people` and `types` give the owner's teams and the names a condition reads. */
export function useAssetSegmentFilter(
  id: string,
  people: readonly PersonListItem[] | undefined,
  types: readonly Pick<AssetType, 'id' | 'name'>[] | undefined,
): ListSegmentFilter<AssetListItem> {
  const segment = useChosenSegment('asset', id);
  const access = useAssetAccess(people, types, usesCustomValues(segment));
  const matches = useMemo(() => (segment && access ? compileListSegment('asset', segment, access) : undefined), [segment, access]);
  return { segment, matches };
}

/** The people list's filter; `includeArchived` is the list's own 'show former employees'. */
export function usePersonSegmentFilter(id: string, includeArchived: boolean): ListSegmentFilter<PersonListItem> {
  const segment = useChosenSegment('employee', id);
  const access = usePersonAccess(usesCustomValues(segment));
  const matches = useMemo(
    () => (segment && access ? compileListSegment('employee', segment, access, { includeArchived }) : undefined),
    [segment, access, includeArchived],
  );
  return { segment, matches };
}

/** What the participant filter tests: a participant row, or a view holding one (the trainings pages' ParticipantView). */
export type ParticipantLike = ParticipantSegmentRow | { participant: ParticipantSegmentRow };
const rowOf = (p: ParticipantLike): ParticipantSegmentRow => ('participant' in p ? p.participant : p);

/**
 * Training participants' filter, for /trainings and a training's participants table: reads the
 * people and trainings mirrors itself (a condition may name the training, program, date or team).
 */
export function useParticipantSegmentFilter(id: string): ListSegmentFilter<ParticipantLike> {
  const segment = useChosenSegment('training_participant', id);
  const people = useMirrorTable('employees');
  const trainings = useMirrorTable('trainings');
  const access = useParticipantAccess(people, trainings, usesCustomValues(segment));
  const matches = useMemo(() => {
    if (!segment || !access) return undefined;
    const test = compileListSegment('training_participant', segment, access);
    return (p: ParticipantLike) => test(rowOf(p));
  }, [segment, access]);
  return { segment, matches };
}
