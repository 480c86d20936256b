import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { TEMPLATE_TYPE_LABELS } from '../../../shared/contracts/contracts.schema';
import { foldText, formatDate } from '../../../shared/format';
import { pageOf } from '../../lib/local-query';
import { useListUrlState } from '../../lib/use-list-url-state';
import { useCan } from '../../lib/use-can';
import { useMirrorTable } from '../../offline/use-mirror-table';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { IconSignature } from '../../ui/icons';
import { LinkTabs } from '../../ui/link-tabs';
import { PendingBadge } from '../../ui/pending-badge';
import type { ContractRow } from '../data/use-contract';
import { ContractStatusBadge } from './contract-status';
import '../../ui/page.css';
import '../contracts.css';

const PAGE_SIZE = 20;
const VIEWS = [
  { key: 'all', label: 'All' },
  { key: 'draft', label: 'Drafts' },
  { key: 'sent', label: 'Waiting for signatures' },
  { key: 'signed', label: 'Signed' },
  { key: 'deleted', label: 'Deleted' },
] as const;
type View = (typeof VIEWS)[number]['key'];

type Row = ContractRow & { person: string };

const COLUMNS: DataTableColumn<Row>[] = [
  {
    id: 'name',
    header: 'Contract',
    cell: (r) => (
      <span className="contract-name-cell">
        <strong>{r.name}</strong>
        <PendingBadge row={r} />
      </span>
    ),
  },
  { id: 'person', header: 'Person', cell: (r) => r.person || <span className="muted">—</span> },
  { id: 'type', header: 'Type', cell: (r) => TEMPLATE_TYPE_LABELS[r.template_type] },
  { id: 'status', header: 'Status', cell: (r) => <ContractStatusBadge contract={r} /> },
  { id: 'created', header: 'Made on', cell: (r) => formatDate(r.created_at.slice(0, 10)) },
];

const inView = (view: View, c: ContractRow) => (view === 'deleted' ? c.deleted === 1 : c.deleted === 0 && (view === 'all' || c.status === view));

/** /contracts: every contract the user may see, from the mirror (readable offline), by state, newest first. */
export function ContractsPage() {
  const can = useCan();
  const [params] = useSearchParams();
  const view = (VIEWS.find((v) => v.key === params.get('status'))?.key ?? 'all') as View;
  const contracts = useMirrorTable('contracts');
  const people = useMirrorTable('employees');
  const list = useListUrlState(['status'], '');
  const rows = useMemo(() => {
    if (!contracts || !people) return undefined;
    const names = new Map(people.map((p) => [p.id, p.name]));
    const words = foldText(list.search.trim());
    return contracts
      .filter((c) => inView(view, c))
      .map((c) => ({ ...c, person: (c.employee_id && names.get(c.employee_id)) || '' }))
      .filter((c) => !words || foldText(`${c.name} ${c.person}`).includes(words))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
  }, [contracts, people, view, list.search]);

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Contracts</h1>
          <p className="muted">Contracts and vehicle and asset policies, from draft to signed.</p>
        </div>
        <div className="page-header-actions">
          <Link className="btn btn-secondary" to="/contracts/pending">
            <IconSignature size={18} /> To sign
          </Link>
          {can('contracts.templates') && (
            <Link className="btn btn-secondary" to="/settings/contracts/templates">
              Templates
            </Link>
          )}
        </div>
      </div>
      <LinkTabs
        label="Contract states"
        current={view}
        tabs={VIEWS.map((v) => ({ key: v.key, label: v.label, to: v.key === 'all' ? '/contracts' : `/contracts?status=${v.key}` }))}
      />
      <DataTable
        caption="Contracts"
        columns={COLUMNS}
        rows={rows ? pageOf(rows, list.page, PAGE_SIZE) : []}
        rowKey={(r) => r.id}
        rowHref={(r) => `/contracts/${r.id}`}
        total={rows?.length ?? 0}
        page={list.page}
        perPage={PAGE_SIZE}
        pageSizes={[PAGE_SIZE]}
        sort={null}
        onSortChange={() => undefined}
        onPageChange={list.tableProps.onPageChange}
        onPerPageChange={() => undefined}
        search={list.search}
        onSearchChange={list.tableProps.onSearchChange}
        searchPlaceholder="Search contract or person…"
        loading={rows === undefined}
        empty={{ title: m.noContractsYet, text: 'Contracts are made from a person’s page, and policies from a vehicle or an asset.' }}
      />
    </>
  );
}
