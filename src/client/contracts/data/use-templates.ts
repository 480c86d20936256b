import { useMemo } from 'react';
import { companyHashtags, type Hashtag } from '../../../shared/contracts/contract-placeholders';
import type { ContractTemplateItem, ContractTemplateType } from '../../../shared/contracts/contracts.schema';
import { useMirrorFind } from '../../offline/use-mirror-find';
import { useMirrorTable } from '../../offline/use-mirror-table';

export type TemplateRow = ContractTemplateItem & { _pending?: 1 };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The company's templates from the mirror, by name (of one type when given); undefined while loading. */
export function useTemplates(type?: ContractTemplateType): TemplateRow[] | undefined {
  const rows = useMirrorTable('contract_templates');
  return useMemo(() => rows?.filter((t) => !type || t.type === type).sort(byName), [rows, type]);
}

/** The placeholders to insert: the same list GET /api/contract_template/hashtags answers, made on the device. */
export function useHashtags(): Hashtag[] {
  const rows = useMirrorTable('contract_templates');
  return useMemo(() => companyHashtags(rows ?? []), [rows]);
}

export function useTemplate(id: string | undefined): TemplateRow | null | undefined {
  return useMirrorFind(async (db) => (await db.mirror('contract_templates').get(id ?? '')) ?? null, [id]);
}
