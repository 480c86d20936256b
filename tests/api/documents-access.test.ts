import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema/documents';
import { cars } from '../../src/server/db/schema/fleet';
import { samplePdf } from '../../src/server/documents/sample-files';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import type { DocumentRow } from '../../src/shared/documents/documents.schema';
import { carsInsideAndOutside, managerScope } from '../helpers/demo-facts';
import { deleteFile, downloadFile, errorOf, filesOf, filesOnDisk, uploadFile, withoutFiles } from '../helpers/documents-api';
import { carsOf, changedIds, pullAll, pullPage, removedIds, setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// Files are read with the documents right and written with it unless read-only; files on cars are
// out of reach for light group access whatever their rights; the object must be one the viewer
// sees (team scope), never another company's. The pull follows the same rules, metadata only.
const { t, facts, admin } = useApiTest();
let demoId: string;
let teamCar: string;
let otherCar: string;
let teamPerson: string;
let otherPerson: string;
const ids: Record<string, string> = {};

const upload = async (c: Client, object: 'car' | 'employee', id: string, filename: string) =>
  uploadFile(c, { object, id, filename, contentType: 'application/pdf', body: samplePdf(filename) });
const idOf = (res: Awaited<ReturnType<typeof upload>>) => res.json<{ data: DocumentRow }>().data.id;

beforeAll(async () => {
  demoId = facts.companyId('Demo Company');
  const scope = managerScope(facts);
  const fleet = (await carsOf(t.db, demoId)).filter((c) => c.deleted === 0);
  const bare = new Set(
    await withoutFiles(
      t.db,
      fleet.map((c) => c.id),
    ),
  );
  ({ inside: teamCar, outside: otherCar } = carsInsideAndOutside(
    fleet.filter((c) => bare.has(c.id)),
    scope.members,
  ));
  const people = await withoutFiles(
    t.db,
    facts.peopleOf('Demo Company').map((p) => p.id),
  );
  teamPerson = people.find((p) => scope.members.has(p))!;
  otherPerson = people.find((p) => !scope.members.has(p))!;
  ids.teamCar = idOf(await upload(admin, 'car', teamCar, 'Team car.pdf'));
  ids.otherCar = idOf(await upload(admin, 'car', otherCar, 'Other car.pdf'));
  ids.teamPerson = idOf(await upload(admin, 'employee', teamPerson, 'Team person.pdf'));
  ids.otherPerson = idOf(await upload(admin, 'employee', otherPerson, 'Other person.pdf'));
});

const snapshot = async () => ({ rows: await t.db.select().from(documents).orderBy(documents.id), disk: filesOnDisk(t.filesDir) });

describe('roles', () => {
  it('lets read-only users list and download, but not upload or delete', async () => {
    const readonly = await t.as(DEMO_EMAILS.readonly);
    expect((await filesOf(readonly, 'car', teamCar)).map((d) => d.id)).toEqual([ids.teamCar]);
    expect((await downloadFile(readonly, 'car', teamCar, ids.teamCar!)).statusCode).toBe(200);
    const before = await snapshot();
    expect((await upload(readonly, 'car', teamCar, 'Nope.pdf')).statusCode).toBe(403);
    expect((await deleteFile(readonly, 'car', teamCar, ids.teamCar!)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps files on cars from light group access, even with the documents right', async () => {
    const light = await t.as(DEMO_EMAILS.light);
    expect((await light.get(`/api/documents/employee/${teamPerson}/list`)).statusCode).toBe(403);
    await setRights(t.db, DEMO_EMAILS.light, ['fleet', 'documents']);
    try {
      expect((await filesOf(light, 'employee', teamPerson)).map((d) => d.id)).toEqual([ids.teamPerson]);
      const list = await light.get(`/api/documents/car/${teamCar}/list`);
      expect(list.statusCode).toBe(403);
      expect(errorOf(list).message).toBe('Files on vehicles are not available with light access.');
      expect((await downloadFile(light, 'car', teamCar, ids.teamCar!)).statusCode).toBe(403);
      const before = await snapshot();
      expect((await upload(light, 'car', teamCar, 'Light.pdf')).statusCode).toBe(403);
      expect((await deleteFile(light, 'car', teamCar, ids.teamCar!)).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
      const pulled = changedIds(await pullAll(light), 'documents');
      expect(pulled).toEqual(expect.arrayContaining([ids.teamPerson, ids.otherPerson]));
      expect(pulled).not.toContain(ids.teamCar);
      expect(pulled).not.toContain(ids.otherCar);
      const added = await upload(light, 'employee', otherPerson, 'By light.pdf');
      expect(added.statusCode, added.body).toBe(200);
    } finally {
      await setRights(t.db, DEMO_EMAILS.light, ['fleet']);
    }
  });

  it('gives nothing, not even the table in the pull, to users without the documents right', async () => {
    const light = await t.as(DEMO_EMAILS.light);
    expect((await downloadFile(light, 'employee', teamPerson, ids.teamPerson!)).statusCode).toBe(403);
    const pages = await pullAll(light);
    expect(pages.every((p) => p.changes.documents === undefined)).toBe(true);
  });
});

describe('team scope', () => {
  it('gives a team-only manager the files of their teams’ people and, with the fleet right, cars', async () => {
    const manager = await t.as(DEMO_EMAILS.manager);
    expect((await filesOf(manager, 'employee', teamPerson)).map((d) => d.id)).toEqual([ids.teamPerson]);
    expect((await manager.get(`/api/documents/employee/${otherPerson}/list`)).statusCode).toBe(404);
    expect((await downloadFile(manager, 'employee', otherPerson, ids.otherPerson!)).statusCode).toBe(404);
    expect((await upload(manager, 'employee', otherPerson, 'x.pdf')).statusCode).toBe(404);
    expect((await deleteFile(manager, 'employee', otherPerson, ids.otherPerson!)).statusCode).toBe(404);
    // No fleet right: no car, not even by id.
    expect((await manager.get(`/api/documents/car/${teamCar}/list`)).statusCode).toBe(404);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    try {
      expect((await filesOf(manager, 'car', teamCar)).map((d) => d.id)).toEqual([ids.teamCar]);
      expect((await manager.get(`/api/documents/car/${otherCar}/list`)).statusCode).toBe(404);
      const pulled = changedIds(await pullAll(manager), 'documents');
      expect(pulled).toEqual(expect.arrayContaining([ids.teamCar, ids.teamPerson]));
      expect(pulled).not.toContain(ids.otherCar);
      expect(pulled).not.toContain(ids.otherPerson);
    } finally {
      await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
    }
  });
});

describe('tenant isolation', () => {
  it('answers another company 404 everywhere and sends it none of these files', async () => {
    const other = await t.as(DEMO_EMAILS.other);
    const before = await snapshot();
    for (const res of [
      await other.get(`/api/documents/car/${teamCar}/list`),
      await downloadFile(other, 'car', teamCar, ids.teamCar!),
      await deleteFile(other, 'car', teamCar, ids.teamCar!),
      await upload(other, 'car', teamCar, 'Hijack.pdf'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Team car');
    }
    expect(await snapshot()).toEqual(before);
    const pulled = JSON.stringify(await pullAll(other));
    for (const id of Object.values(ids)) expect(pulled).not.toContain(id);
  });
});

describe('the mirror (pull)', () => {
  it('sends metadata only, and removes a file when it is deleted or its car leaves a manager’s teams', async () => {
    const pages = await pullAll(admin);
    const row = pages.flatMap((p) => p.changes.documents ?? []).find((r) => r.id === ids.teamCar)!;
    expect(Object.keys(row).sort()).toEqual([
      'content_type',
      'date_uploaded',
      'date_uploaded_formatted',
      'document_type',
      'filename',
      'filesize_bytes',
      'id',
      'real_name',
      'related_object',
      'related_object_id',
      'version',
    ]);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    try {
      const manager = await t.as(DEMO_EMAILS.manager);
      const start = (await pullAll(manager)).at(-1)!;
      const outsider = (await carsOf(t.db, demoId)).find((c) => c.id === otherCar)!.related_employee_id!;
      await withCompanyWrite(t.db, { companyId: demoId, userId: null }, (tx) =>
        tx.update(cars).set({ related_employee_id: outsider }).where(eq(cars.id, teamCar)),
      );
      expect(removedIds([await pullPage(manager, { cursor: start.cursor, scope: start.scope })], 'documents')).toEqual([ids.teamCar]);
    } finally {
      await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
    }
    const last = pages.at(-1)!;
    expect((await deleteFile(admin, 'employee', otherPerson, ids.otherPerson!)).statusCode).toBe(200);
    expect(removedIds([await pullPage(admin, { cursor: last.cursor, scope: last.scope })], 'documents')).toEqual([ids.otherPerson]);
  });
});
