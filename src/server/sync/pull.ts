import { shapePersonForViewer } from '../../shared/people/people.columns';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import { PULL_PAGE_SIZE, SYNC_TABLES, type PullAnswer, type PullRemoval, type SyncTable } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { activityChanges } from '../activity/activity.repo';
import { assetChanges, assetTypeChanges } from '../assets/assets-sync.repo';
import { participantChanges, trainingChanges } from '../trainings/trainings-sync.repo';
import { carChanges } from '../fleet/cars.repo';
import { employeeChanges } from '../people/people.repo';
import { peopleScope } from '../people/people-scope';
import { pullItem, type ChangeSource, type ChangeWindow, type PullItem, type SyncRow } from './changes';
import { companyMaxVersion, teamChanges, teamVersions, tombstoneChanges } from './pull.repo';
import { scopeFingerprint } from './scope';
import { tagChanges } from '../tags/tags.repo';
import { segmentChanges } from '../segments/segments.repo';
import { fieldChanges } from '../custom-fields/custom-fields.repo';
import { valueChanges } from '../custom-fields/custom-field-values.repo';
import { documentChanges } from '../documents/documents.repo';
import { inSnapshot } from './write-lock';

// One source per synced table: a table added to SYNC_TABLES does not compile until it has one.
const SOURCES: Record<SyncTable, ChangeSource> = {
  teams: async (tx, v, w) => (await teamChanges(tx, peopleScope(v), w)).map((r) => pullItem('teams', r.team, r.visible)),
  employees: async (tx, v, w) =>
    (await employeeChanges(tx, peopleScope(v), w)).map((r) => pullItem('employees', shapePersonForViewer(v, r.person) as SyncRow, r.visible)),
  cars: async (tx, v, w) => (await carChanges(tx, peopleScope(v), w)).map((r) => pullItem('cars', r.car, r.visible)),
  // An item goes where its object goes: to whoever may see the object (object-access.ts).
  activity: async (tx, v, w) => (await activityChanges(tx, v, w)).map((r) => pullItem('activity', r.item, r.visible)),
  tags: async (tx, v, w) => (await tagChanges(tx, v, w)).map((r) => pullItem('tags', r.row as unknown as SyncRow, r.visible)),
  custom_fields: async (tx, v, w) => (await fieldChanges(tx, v, w)).map((r) => pullItem('custom_fields', r as unknown as SyncRow, true)),
  custom_field_values: async (tx, v, w) => (await valueChanges(tx, v, w)).map((r) => pullItem('custom_field_values', r.row as unknown as SyncRow, r.visible)),
  // Metadata only, of files whose object the viewer sees (and not cars' for light access).
  documents: async (tx, v, w) => (await documentChanges(tx, v, w)).map((r) => pullItem('documents', r.row as unknown as SyncRow, r.visible)),
  // Segments are the company's shared list filters: every row to those who may use them (TABLE_ACCESS).
  segments: async (tx, v, w) => (await segmentChanges(tx, v, w)).map((r) => pullItem('segments', r as unknown as SyncRow, true)),
  asset_types: async (tx, v, w) => (await assetTypeChanges(tx, v.company.id, w)).map((r) => pullItem('asset_types', r as unknown as SyncRow, true)),
  assets: async (tx, v, w) => (await assetChanges(tx, peopleScope(v), w)).map((r) => pullItem('assets', r.asset as unknown as SyncRow, r.visible)),
  trainings: async (tx, v, w) => (await trainingChanges(tx, v.company.id, w)).map((r) => pullItem('trainings', r as unknown as SyncRow, true)),
  training_participants: async (tx, v, w) =>
    (await participantChanges(tx, peopleScope(v), w)).map((r) => pullItem('training_participants', r.participant as unknown as SyncRow, r.visible)),
};

/** The tables this viewer mirrors at all: no right to the fleet, no cars (not even removals). */
const TABLE_ACCESS: Partial<Record<SyncTable, (v: Viewer) => boolean>> = {
  documents: (v) => can(v, 'documents.view'),
  cars: (v) => can(v, 'fleet.view'),
  // Spec: light access gets the built-in segments only; the custom ones are not even mirrored.
  segments: (v) => can(v, 'segments.custom'),
  // Spec: light group access sees no custom fields at all.
  custom_fields: (v) => can(v, 'customFields.view'),
  custom_field_values: (v) => can(v, 'customFields.view'),
};
export const tablesFor = (v: Viewer): SyncTable[] => SYNC_TABLES.filter((t) => TABLE_ACCESS[t]?.(v) ?? true);

const byVersion = (a: PullItem, b: PullItem) => a.version - b.version;

/**
 * The first PULL_PAGE_SIZE + 1 changes after the cursor over all tables, in version order. Each
 * source reads at most that many; once the merged list is full, later sources read only up to
 * its last version, since anything above would be cut anyway.
 */
async function collect(tx: Db, viewer: Viewer, tables: SyncTable[], base: Omit<ChangeWindow, 'upTo' | 'limit'>): Promise<PullItem[]> {
  const limit = PULL_PAGE_SIZE + 1;
  let items: PullItem[] = [];
  const merge = (more: PullItem[]) => {
    items = [...items, ...more].sort(byVersion).slice(0, limit);
  };
  const windowNow = (): ChangeWindow => ({ ...base, limit, upTo: items.length === limit ? items[limit - 1]!.version : null });
  const tombstones = await tombstoneChanges(tx, { companyId: viewer.company.id, tables }, windowNow());
  merge(tombstones.map((t) => ({ table: t.table, id: t.id, version: t.version, row: null })));
  for (const table of tables) merge(await SOURCES[table](tx, viewer, windowNow()));
  return items;
}

/** GET /api/sync/pull: see PullAnswer in src/shared/sync/protocol.ts and ARCHITECTURE.md section 5. */
export async function pull(db: Db, viewer: Viewer, q: { cursor: number; scope?: string | undefined }): Promise<PullAnswer> {
  return inSnapshot(db, async (tx) => {
    const scope = peopleScope(viewer);
    const versions = scope.teamIds === null ? new Map<string, number>() : await teamVersions(tx, scope.companyId, scope.teamIds);
    const fingerprint = scopeFingerprint(viewer, versions);
    const reset = q.scope !== undefined && q.scope !== fingerprint;
    const after = reset ? 0 : q.cursor;
    const tables = tablesFor(viewer);
    const items = await collect(tx, viewer, tables, { after, withRemovals: after > 0 });

    const more = items.length > PULL_PAGE_SIZE;
    const page = items.slice(0, PULL_PAGE_SIZE);
    // With nothing left, jump to the company's newest version: rows skipped as invisible to a
    // fresh mirror would otherwise come back next time as pointless removals.
    const cursor = more ? page[page.length - 1]!.version : Math.max(after, await companyMaxVersion(tx, scope.companyId));

    const changes: PullAnswer['changes'] = Object.fromEntries(tables.map((t) => [t, [] as SyncRow[]]));
    for (const item of page) if (item.row) changes[item.table]!.push(item.row);
    // A row deleted and then created again with the same id arrives as its current row only: the
    // client applies changes before removals.
    const present = new Set(page.filter((i) => i.row).map((i) => `${i.table}:${i.id}`));
    const gone = new Map<string, PullRemoval>();
    for (const { table, id, version, row } of page) if (!row && !present.has(`${table}:${id}`)) gone.set(`${table}:${id}`, { table, id, version });
    const removals = [...gone.values()];
    return { cursor, more, scope: fingerprint, reset, changes, removals };
  });
}
