import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { ContractTemplateType, LibraryTemplate } from '../../shared/contracts/contracts.schema';
import { LIBRARY_PAGE_SIZE } from '../../shared/contracts/contracts.schema';
import type { Db } from '../db/database';
import { contractLibraryTemplates } from '../db/schema/contracts';
import { containsSql } from '../db/text-sql';

// The public (partner) library: templates a reseller or partner publishes for every company
// (getResellerContractTemplates: keyword, type; answers partner_name and data).

const columns = {
  id: contractLibraryTemplates.id,
  name: contractLibraryTemplates.name,
  type: contractLibraryTemplates.type,
  category: contractLibraryTemplates.category,
  partner_name: contractLibraryTemplates.partner_name,
  content_html: contractLibraryTemplates.content_html,
};

export async function listLibrary(db: Db, q: { keyword: string; type?: ContractTemplateType }): Promise<LibraryTemplate[]> {
  const t = contractLibraryTemplates;
  const term = q.keyword;
  const rows = await db
    .select(columns)
    .from(contractLibraryTemplates)
    .where(
      and(
        q.type ? eq(contractLibraryTemplates.type, q.type) : undefined,
        term
          ? or(containsSql(sql`${t.name}`, term), containsSql(sql`${t.partner_name}`, term), containsSql(sql`coalesce(${t.category}, '')`, term))
          : undefined,
      ),
    )
    .orderBy(asc(contractLibraryTemplates.name))
    .limit(LIBRARY_PAGE_SIZE);
  return rows.map((r) => ({ ...r, isPartner: 1 as const }));
}

export async function getLibraryTemplate(db: Db, id: string): Promise<LibraryTemplate | null> {
  const [row] = await db.select(columns).from(contractLibraryTemplates).where(eq(contractLibraryTemplates.id, id));
  return row ? { ...row, isPartner: 1 } : null;
}
