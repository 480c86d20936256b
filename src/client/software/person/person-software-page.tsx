import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { LICENSE_SEARCH } from '../../../shared/software/software.search';
import { softwareMessages } from '../../../shared/software/software.messages';
import { LICENSE_COLUMN_LABELS, PERSON_LICENSES_PAGE_SIZE } from '../../../shared/software/software.schema';
import { listSearchReaders } from '../../lib/list-search';
import { pageOf, queryRows } from '../../lib/local-query';
import { isPersonActive } from '../../lib/person-status';
import { useCan } from '../../lib/use-can';
import { useListUrlState } from '../../lib/use-list-url-state';
import { Avatar } from '../../ui/avatar';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { IconChevronLeft, IconPlus } from '../../ui/icons';
import { PendingBadge } from '../../ui/pending-badge';
import { LicenseStatusBadge } from '../licenses/license-status';
import { ProductLogo } from '../product-logo';
import { usePerson, usePersonLicenses, type PersonLicense } from './use-person-licenses';
import '../../ui/page.css';
import './person-software.css';

const PAGE_SIZES = [PERSON_LICENSES_PAGE_SIZE];

// The spec's licence search (src/shared/list-search.ts), as the server's employee list reads it.
const SEARCH = listSearchReaders<typeof LICENSE_SEARCH, PersonLicense, null>(LICENSE_SEARCH, {
  product: { own: (r) => r.product_name },
  person: { own: (r) => r.employee_name },
  username: { own: (r) => r.username },
});

const COLUMNS: DataTableColumn<PersonLicense>[] = [
  {
    id: 'product',
    header: LICENSE_COLUMN_LABELS.product,
    cell: (r) => (
      <span className="person-license-product">
        <ProductLogo name={r.product_name} logo={r.product_logo} size="md" />
        <span>{r.product_name}</span>
        <PendingBadge row={r} />
      </span>
    ),
  },
  { id: 'username', header: LICENSE_COLUMN_LABELS.username, cell: (r) => r.username || <span className="muted">—</span> },
  { id: 'date_enabled', header: LICENSE_COLUMN_LABELS.date_enabled, cell: (r) => formatDate(r.date_enabled) },
  { id: 'status', header: 'Status', cell: (r) => <LicenseStatusBadge license={r} withDate /> },
];

/**
 * /people/{id}/software (software-contracts-push.md sections 2 and 9): the person's licences from
 * the mirror, 10 a page, searched by product and username as the user types (200 ms).
 */
export function PersonSoftwarePage() {
  const { id = '' } = useParams();
  const can = useCan();
  const location = useLocation();
  const person = usePerson(id);
  const licenses = usePersonLicenses(id);
  const list = useListUrlState([], '');
  const rows = useMemo(
    () => (licenses ? queryRows(licenses, { search: list.search, searchText: SEARCH.searchText, sort: null, sortValue: () => null }) : undefined),
    [licenses, list.search],
  );
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  const name = person?.name ?? licenses?.[0]?.employee_name ?? null;
  const firstName = person?.first_name ?? name;

  return (
    <>
      <Link to={`/people/${id}`} className="back-link">
        <IconChevronLeft size={18} /> {name ?? 'Person'}
      </Link>
      <div className="page-header">
        <div className="person-software-title">
          {name ? <Avatar name={name} src={person?.avatar ?? licenses?.[0]?.employee_avatar ?? null} size="lg" decorative /> : null}
          <div>
            <h1>Software</h1>
            <p className="muted">{firstName ? `The licences of ${name ?? firstName}, active ones first.` : ' '}</p>
          </div>
        </div>
      </div>
      <div className="person-software-table">
        <DataTable
          caption="Licences"
          columns={COLUMNS}
          rows={rows ? pageOf(rows, list.page, PERSON_LICENSES_PAGE_SIZE) : []}
          rowKey={(r) => r.id}
          rowHref={(r) => `/software/licenses/${r.id}?back=${back}`}
          total={rows?.length ?? 0}
          page={list.page}
          perPage={PERSON_LICENSES_PAGE_SIZE}
          pageSizes={PAGE_SIZES}
          sort={null}
          onSortChange={() => undefined}
          onPageChange={list.tableProps.onPageChange}
          onPerPageChange={() => undefined}
          search={list.search}
          onSearchChange={list.tableProps.onSearchChange}
          searchPlaceholder="Search product or username…"
          loading={rows === undefined}
          empty={{ title: softwareMessages.noLicensesYet, text: firstName ? `${firstName} holds no software licence.` : undefined }}
          toolbar={
            // Someone who has left cannot be given a licence (the add page says so too).
            can('software.edit') && (!person || isPersonActive(person)) ? (
              <Link className="btn btn-primary" to={`/people/${id}/add/software`}>
                <IconPlus size={18} /> Assign product
              </Link>
            ) : undefined
          }
        />
      </div>
    </>
  );
}
