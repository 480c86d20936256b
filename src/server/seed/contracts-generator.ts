import { and, eq, ne } from 'drizzle-orm';
import type { ContractStatus } from '../../shared/contracts/contracts.schema';
import { uuidv7 } from '../../shared/ids';
import type { Db } from '../db/database';
import { contractTemplates, contracts } from '../db/schema/contracts';
import { withCompanyWrite } from '../sync/write-lock';
import { currentPeopleIds } from './assets-generator';
import { insertInChunks } from './company-builder';
import { pick, mulberry32 } from './random';

// `npm run seed -- --contracts N`: N contracts for the company's current people from its templates
// (not policies: those belong to vehicles and assets), in draft, sent and signed, made over the
// last two years, for measuring the contracts list and the pull at volume. No drawn signatures:
// the signers of a signed one are marked signed.

const STATUSES: ContractStatus[] = ['draft', 'sent', 'signed', 'signed'];
const DAY_MS = 86_400_000;

export async function addGeneratedContracts(db: Db, p: { companyId: string; count: number; seed: number }): Promise<number> {
  const rng = mulberry32(p.seed + 18);
  const templates = await db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.company_id, p.companyId), ne(contractTemplates.type, 'car_policy'), ne(contractTemplates.type, 'asset_policy')));
  const people = await currentPeopleIds(db, p.companyId);
  if (templates.length === 0 || people.length === 0) return 0;
  const rows: (typeof contracts.$inferInsert)[] = [];
  for (let i = 0; i < p.count; i++) {
    const t = pick(rng, templates);
    const person = pick(rng, people);
    const status = pick(rng, STATUSES);
    const created = new Date(Date.now() - Math.floor(rng() * 730) * DAY_MS);
    const signedAt = status === 'signed' ? new Date(created.getTime() + DAY_MS).toISOString() : null;
    rows.push({
      id: uuidv7(created.getTime()),
      company_id: p.companyId,
      name: `${t.name} ${i + 1}`,
      employee_id: person,
      template_id: t.id,
      template_type: t.type,
      content_html: t.content_html,
      status,
      pdf_employee_signature_required: 1,
      signers:
        status === 'draft'
          ? []
          : [
              {
                role: 'employee',
                name: 'Employee',
                email: null,
                user_id: null,
                employee_id: person,
                signed_at: signedAt,
                signed_name: signedAt ? 'Employee' : null,
              },
            ],
      sent_at: status === 'draft' ? null : created,
      created_at: created,
    });
  }
  await withCompanyWrite(db, { companyId: p.companyId, userId: null }, (tx) => insertInChunks(rows, (chunk) => tx.insert(contracts).values(chunk)));
  return rows.length;
}
