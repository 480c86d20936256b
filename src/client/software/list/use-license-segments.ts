import { useMemo } from 'react';
import { segmentCustomField } from '../../../shared/custom-fields/custom-field-segments';
import { customValueKey } from '../../../shared/custom-fields/custom-fields.schema';
import type { RowPredicate } from '../../../shared/segments/evaluate';
import { compileListSegment } from '../../../shared/segments/segment-scope';
import { fieldKinds, segmentFieldsFor } from '../../../shared/segments/segment-fields';
import { CUSTOM_FIELD_PREFIX } from '../../../shared/segments/segment.schema';
import type { SegmentRow } from '../../../shared/segments/segments.schema';
import { useCustomFieldDefs, useCustomValuesById } from '../../custom-fields';
import { useViewer } from '../../lib/session-context';
import { useCan } from '../../lib/use-can';
import { useMirrorTable } from '../../offline/use-mirror-table';
import type { LicenseListRow } from './software-rows';

// The company's custom licence segments on /software (none with light access: 'segments.custom'),
// from the mirror, and the chosen one as a row test by the shared segment rule (segment-scope.ts),
// as the server's list applies it. The fields a condition reads are the licence's own, its
// product's and holder's names, and its custom values.

const byName = (a: SegmentRow, b: SegmentRow) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The custom licence segments, by name; [] without the right; undefined while loading. */
export function useLicenseSegments(): SegmentRow[] | undefined {
  const allowed = useCan()('segments.custom');
  const rows = useMirrorTable('segments');
  return useMemo(() => (allowed ? rows?.filter((s) => s.object_type === 'license').sort(byName) : []), [allowed, rows]);
}

/** The row test of a custom licence segment; undefined while loading (or without one). */
export function useLicenseSegmentTest(segment: SegmentRow | undefined): RowPredicate<LicenseListRow> | undefined {
  const viewer = useViewer();
  const defs = useCustomFieldDefs('license');
  const values = useCustomValuesById('license');
  return useMemo(() => {
    if (!segment || !defs || !values) return undefined;
    const kinds = fieldKinds(segmentFieldsFor('license', { customFields: defs.map(segmentCustomField), viewer }));
    const computed: Record<string, (r: LicenseListRow) => unknown> = { product: (r) => r.product?.name, person: (r) => r.holder.name };
    return compileListSegment<LicenseListRow>('license', segment, {
      kinds,
      value: (row, field) => {
        if (field.startsWith(CUSTOM_FIELD_PREFIX)) return values.get(row.id)?.[customValueKey(field.slice(CUSTOM_FIELD_PREFIX.length))];
        const compute = Object.hasOwn(computed, field) ? computed[field] : undefined;
        if (compute) return compute(row);
        return Object.hasOwn(row.license, field) ? (row.license as Record<string, unknown>)[field] : undefined;
      },
    });
  }, [segment, defs, values, viewer]);
}
