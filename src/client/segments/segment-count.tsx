import { useMemo } from 'react';
import type { SegmentAccess } from '../../shared/segments/evaluate';
import { compileListSegment } from '../../shared/segments/segment-scope';
import type { SegmentDefinition } from '../../shared/segments/segment.schema';
import { countOf } from '../custom-fields';
import { useMirrorTable } from '../offline/use-mirror-table';
import { useAssetAccess, useCarAccess, useParticipantAccess, usePersonAccess, type ListObject } from './use-segment-access';

interface CountProps {
  object: ListObject;
  /** The finished conditions only: a half-typed one would match nothing. */
  definition: SegmentDefinition;
  /** Some conditions are not finished and are left out of the count. */
  partial: boolean;
}

function useMatchCount<Row>(
  rows: readonly Row[] | undefined,
  access: SegmentAccess<Row> | undefined,
  object: ListObject,
  definition: SegmentDefinition,
): number | undefined {
  return useMemo(() => {
    if (!rows || !access) return undefined;
    // The list's own rule (segment-scope.ts), so the count is what the list will show.
    const matches = compileListSegment(object, { id: 'draft', definition }, access);
    let n = 0;
    for (const row of rows) if (matches(row)) n++;
    return n;
  }, [rows, access, object, definition]);
}

function Count({ n, object, partial }: { n: number | undefined; object: ListObject; partial: boolean }) {
  return (
    <p className="segment-count" role="status" aria-live="polite">
      {n === undefined ? (
        <span>Counting…</span>
      ) : (
        <>
          <strong>
            {countOf(object, n)} {n === 1 ? 'matches' : 'match'}
          </strong>
          <span>on this device{partial ? ', leaving out the unfinished conditions' : ''}.</span>
        </>
      )}
    </p>
  );
}

function CarCount(p: CountProps) {
  const cars = useMirrorTable('cars');
  const people = useMirrorTable('employees');
  return <Count n={useMatchCount(cars, useCarAccess(people), 'car', p.definition)} object="car" partial={p.partial} />;
}

function PersonCount(p: CountProps) {
  const people = useMirrorTable('employees');
  return <Count n={useMatchCount(people, usePersonAccess(), 'employee', p.definition)} object="employee" partial={p.partial} />;
}

function AssetCount(p: CountProps) {
  const assets = useMirrorTable('assets');
  const people = useMirrorTable('employees');
  const types = useMirrorTable('asset_types');
  return <Count n={useMatchCount(assets, useAssetAccess(people, types), 'asset', p.definition)} object="asset" partial={p.partial} />;
}

function ParticipantCount(p: CountProps) {
  const participants = useMirrorTable('training_participants');
  const people = useMirrorTable('employees');
  const trainings = useMirrorTable('trainings');
  return (
    <Count
      n={useMatchCount(participants, useParticipantAccess(people, trainings), 'training_participant', p.definition)}
      object="training_participant"
      partial={p.partial}
    />
  );
}

/** '12 vehicles match': the draft counted live over the mirror. */
export function SegmentCount(p: CountProps) {
  if (p.object === 'asset') return <AssetCount {...p} />;
  if (p.object === 'training_participant') return <ParticipantCount {...p} />;
  return p.object === 'car' ? <CarCount {...p} /> : <PersonCount {...p} />;
}
