import { mkdir, writeFile } from 'node:fs/promises';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DocumentType } from '../../shared/documents/documents.schema';
import { uuidv7 } from '../../shared/ids';
import type { ObjectType } from '../../shared/objects';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { documents } from '../db/schema/documents';
import { cars } from '../db/schema/fleet';
import { companyFilesDir, storedFilePath } from '../documents/file-store';
import { samplePdf, samplePhoto } from '../documents/sample-files';

// A few files on demo vehicles and people, so their files sections look lived in: rows in the
// table and bytes under filesDir, written together at first start.

interface DemoFile {
  filename: string;
  type: DocumentType;
  contentType: 'application/pdf' | 'image/png';
  bytes: Buffer;
  daysAgo: number;
}

const DAY = 86_400_000;

const carFiles = (plate: string, i: number): DemoFile[] => [
  {
    filename: `Insurance certificate ${plate}.pdf`,
    type: 'insurance',
    contentType: 'application/pdf',
    daysAgo: 60 + i,
    bytes: samplePdf('Insurance certificate', [`Vehicle: ${plate}`, 'Cover: all risks', 'Valid until: 31/12 of this year']),
  },
  {
    filename: `Registration ${plate}.pdf`,
    type: 'registration',
    contentType: 'application/pdf',
    daysAgo: 45 + i,
    bytes: samplePdf('Registration certificate', [`Plate: ${plate}`]),
  },
  ...(i % 2 === 0
    ? [
        {
          filename: `Damage rear bumper ${plate}.png`,
          type: 'photo' as const,
          contentType: 'image/png' as const,
          daysAgo: 3 + i,
          bytes: samplePhoto(320, 200, i / 6),
        },
      ]
    : []),
];

const personFiles = (name: string): DemoFile[] => [
  {
    filename: `Employment contract ${name}.pdf`,
    type: 'contract',
    contentType: 'application/pdf',
    daysAgo: 200,
    bytes: samplePdf('Employment contract', [`Employee: ${name}`, 'Signed by both parties.']),
  },
  { filename: 'Badge photo.png', type: 'photo', contentType: 'image/png', daysAgo: 20, bytes: samplePhoto(200, 200, 0.3) },
];

/** Adds the demo files of a company, uploaded by `uploaderEmail`; the people are given by id and name. */
export async function addDemoDocuments(
  db: Db,
  p: { companyId: string; filesDir: string; uploaderEmail: string; people: { id: string; name: string }[] },
): Promise<void> {
  const [uploader] = await db.select({ id: users.id }).from(users).where(eq(users.email, p.uploaderEmail));
  const picked = await db
    .select({ id: cars.id, plate: cars.plate })
    .from(cars)
    .where(and(eq(cars.company_id, p.companyId), eq(cars.type, 'car'), eq(cars.deleted, 0), isNotNull(cars.related_employee_id)))
    .orderBy(asc(cars.id))
    .limit(6);
  const now = Date.now();
  const planned: { object: ObjectType; objectId: string; file: DemoFile }[] = [
    ...picked.flatMap((c, i) => carFiles(c.plate ?? 'vehicle', i).map((file) => ({ object: 'car' as const, objectId: c.id, file }))),
    ...p.people.flatMap((person) => personFiles(person.name).map((file) => ({ object: 'employee' as const, objectId: person.id, file }))),
  ];
  await mkdir(companyFilesDir(p.filesDir, p.companyId), { recursive: true });
  for (const { object, objectId, file } of planned) {
    const at = new Date(now - file.daysAgo * DAY);
    const id = uuidv7(at.getTime());
    await db.insert(documents).values({
      id,
      company_id: p.companyId,
      related_object: object,
      related_object_id: objectId,
      filename: file.filename,
      content_type: file.contentType,
      filesize_bytes: file.bytes.length,
      document_type: file.type,
      uploaded_by: uploader?.id ?? null,
      date_uploaded: at,
      updated_by: uploader?.id ?? null,
    });
    await writeFile(storedFilePath(p.filesDir, p.companyId, id), file.bytes);
  }
}
