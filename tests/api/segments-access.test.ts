import { beforeAll, describe, expect, it } from 'vitest';
import { deleteSegment, errorOf, listedIds, saveSegment, savedSegment, segmentBody, segmentRows, segmentsOf } from '../helpers/segments-api';
import { changedIds, pullAll, pullPage, removedIds } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// Who may use and change custom segments: light access gets the built-ins only (in the list, the
// pull and the list endpoints), read-only users use them but may not change them, a team-only
// manager may; and no company ever sees or touches another's.
const { t, admin, facts } = useApiTest();
let demoId: string;
let shared: string;
beforeAll(async () => {
  demoId = facts.companyId('Demo Company');
  shared = await savedSegment(admin, { name: 'Shared electric' });
});

const demoRows = () => segmentRows(t.db, demoId);

describe('light access', () => {
  it('lists the built-in segments only, mirrors none, and may not save or delete', async () => {
    const light = await t.as(DEMO_EMAILS.light);
    expect((await segmentsOf(light, 'car')).map((s) => s.id)).toEqual(['all', 'archived']);
    expect((await segmentsOf(light, 'employee')).map((s) => s.name)).toEqual(['All people', 'Inactive']);
    const pages = await pullAll(light);
    expect(pages.every((p) => p.changes.segments === undefined)).toBe(true);
    expect(JSON.stringify(pages)).not.toContain('Shared electric');
    const before = await demoRows();
    expect((await saveSegment(light, segmentBody())).statusCode).toBe(403);
    expect((await deleteSegment(light, shared)).statusCode).toBe(403);
    expect(await demoRows()).toEqual(before);
  });

  it('filters lists by the built-ins, but a custom segment is refused with 403', async () => {
    const light = await t.as(DEMO_EMAILS.light);
    expect(await listedIds(light, '/api/cars/list', { segment_id: 'archived' })).toEqual(await listedIds(light, '/api/cars/list', { show_deleted_only: 1 }));
    const res = await light.get('/api/cars/list', { segment_id: shared });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Custom segments are not available with light access.');
  });
});

describe('read-only and team-only users', () => {
  it('lets read-only users use custom segments but not save or delete them', async () => {
    const readonly = await t.as(DEMO_EMAILS.readonly);
    expect((await segmentsOf(readonly, 'car')).map((s) => s.id)).toContain(shared);
    expect(changedIds(await pullAll(readonly), 'segments')).toContain(shared);
    expect((await readonly.get('/api/cars/list', { segment_id: shared })).statusCode).toBe(200);
    const before = await demoRows();
    expect((await saveSegment(readonly, segmentBody())).statusCode).toBe(403);
    expect((await saveSegment(readonly, segmentBody({ id: shared, name: 'Hijacked' }))).statusCode).toBe(403);
    expect((await deleteSegment(readonly, shared)).statusCode).toBe(403);
    expect(await demoRows()).toEqual(before);
  });

  it('lets a team-only manager save, and refuses fields they may not see with the reason', async () => {
    const manager = await t.as(DEMO_EMAILS.manager);
    const id = await savedSegment(manager, {
      object_type: 'employee',
      name: 'Managers’ own',
      definition: { match: 'all', conditions: [{ field: 'role', op: 'contains', value: 'sales' }] },
    });
    expect((await segmentsOf(admin, 'employee')).map((s) => s.id)).toContain(id);
    const before = await demoRows();
    const res = await saveSegment(
      manager,
      segmentBody({ object_type: 'employee', definition: { match: 'all', conditions: [{ field: 'phone', op: 'not_empty' }] } }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ 'definition.conditions.0.field': 'You may not filter on "Phone".' });
    expect(await demoRows()).toEqual(before);
  });
});

describe('tenant isolation', () => {
  it('shows another company none of the segments and answers 404 to their ids everywhere', async () => {
    const other = await t.as(DEMO_EMAILS.other);
    const names = (await segmentsOf(other, 'car')).map((s) => s.name);
    expect(names).toEqual(['All vehicles', 'Archived']);
    expect(JSON.stringify(await pullAll(other))).not.toContain('Shared electric');
    const before = await demoRows();
    const hijack = await saveSegment(other, segmentBody({ id: shared, name: 'Hijacked' }));
    expect(hijack.statusCode).toBe(404);
    expect((await deleteSegment(other, shared)).statusCode).toBe(404);
    expect((await other.get('/api/cars/list', { segment_id: shared })).statusCode).toBe(404);
    expect((await other.get('/api/employees/list', { segment_id: shared })).statusCode).toBe(404);
    expect(await demoRows()).toEqual(before);
    // Their own segment of the same name is no clash with ours.
    expect((await saveSegment(other, segmentBody({ name: 'Shared electric' }))).statusCode).toBe(200);
  });
});

describe('the mirror (pull)', () => {
  it('sends a saved segment and its changes, and removes a deleted one', async () => {
    const start = (await pullAll(admin)).at(-1)!;
    const id = await savedSegment(admin, { name: 'Soon gone' });
    const page = await pullPage(admin, { cursor: start.cursor, scope: start.scope });
    expect(page.changes.segments?.find((r) => r.id === id)).toEqual({
      id,
      object_type: 'car',
      name: 'Soon gone',
      definition: segmentBody().definition,
      version: expect.any(Number),
    });
    expect((await deleteSegment(admin, id)).statusCode).toBe(200);
    expect(removedIds([await pullPage(admin, { cursor: page.cursor, scope: page.scope })], 'segments')).toEqual([id]);
  });
});
