import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { softwareMessages } from '../../../shared/software/software.messages';
import { LICENSE_COLUMN_LABELS, PRODUCT_LICENSES_PAGE_SIZE, PRODUCT_LICENSES_SEARCH_DEBOUNCE_MS } from '../../../shared/software/software.schema';
import { pageOf, queryRows } from '../../lib/local-query';
import { useMirrorTable } from '../../offline/use-mirror-table';
import { DataTable, type DataTableColumn, type TableSort } from '../../ui/data-table';
import { EmptyState } from '../../ui/empty-state';
import { IconPlus } from '../../ui/icons';
import { peopleById } from '../license-person';
import { deactivatedColumn, enabledColumn, personColumn } from '../list/software-columns';
import { licenseRows, licenseSortValue, type LicenseListRow } from '../list/software-rows';
import { LICENSE_ROW_SEARCH } from '../list/software-search';
import { SearchBox } from '../../ui/search-box';
import { useProductLicenses, type ProductRow } from '../use-product';

const dash = <span className="muted">—</span>;

// The licence list's columns, with the username in place of the product (this is the product's page),
// and the state (active, or the day it was deactivated) beside the person, where a tablet shows it
// without scrolling sideways.
const COLUMNS: DataTableColumn<LicenseListRow>[] = [
  personColumn,
  { ...deactivatedColumn, header: 'State' },
  { id: 'username', header: LICENSE_COLUMN_LABELS.username, sortable: true, cell: (r) => r.license.username || dash },
  enabledColumn,
];

const sortValue = (r: LicenseListRow, column: string) => (column === 'username' ? r.license.username : licenseSortValue(r, column));
const ONE_SIZE = [PRODUCT_LICENSES_PAGE_SIZE];

/**
 * The licences of a product (software-contracts-push.md sections 2 and 9): 5 a page, searched by
 * person or username once the typing pauses 250 ms, sortable; each row opens the licence.
 */
export function ProductLicenses({ product, canAssign }: { product: ProductRow; canAssign: boolean }) {
  const licenses = useProductLicenses(product.id);
  const people = useMirrorTable('employees');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<TableSort>({ column: 'person', direction: 'asc' });
  const rows = useMemo(() => {
    if (!licenses || !people) return undefined;
    const all = licenseRows(licenses, [product], peopleById(people), () => true);
    return queryRows(all, {
      search,
      searchText: LICENSE_ROW_SEARCH.searchText,
      searchAlso: (r, w) => LICENSE_ROW_SEARCH.searchNames(r, w, null),
      sort,
      sortValue,
    });
  }, [licenses, people, product, search, sort]);
  const active = licenses?.filter((l) => l.active === 1).length ?? 0;
  const assign = `/software/products/${product.id}/assign`;

  return (
    <section className="product-licenses" aria-labelledby="product-licenses-title">
      <div className="product-licenses-title">
        <h2 id="product-licenses-title">
          Licences
          {licenses ? <span className="muted product-licenses-count">{`${active} active · ${licenses.length} in all`}</span> : null}
        </h2>
        {licenses && licenses.length > 0 ? (
          <SearchBox
            value={search}
            delayMs={PRODUCT_LICENSES_SEARCH_DEBOUNCE_MS}
            label="Search the licences"
            placeholder="Search by person or username…"
            onChange={(q) => {
              setSearch(q);
              setPage(0);
            }}
          />
        ) : null}
      </div>
      {licenses && licenses.length === 0 ? (
        <div className="card">
          <EmptyState
            title={softwareMessages.noLicensesYet}
            text={canAssign ? `Assign ${product.name} to the people who use it.` : undefined}
            action={
              canAssign ? (
                <Link className="btn btn-primary" to={assign}>
                  <IconPlus size={18} /> Assign licence
                </Link>
              ) : undefined
            }
          />
        </div>
      ) : (
        <DataTable<LicenseListRow>
          caption={`Licences of ${product.name}`}
          columns={COLUMNS}
          rows={rows ? pageOf(rows, page, PRODUCT_LICENSES_PAGE_SIZE) : []}
          rowKey={(r) => r.id}
          rowHref={(r) => `/software/licenses/${r.id}`}
          total={rows?.length ?? 0}
          page={page}
          perPage={PRODUCT_LICENSES_PAGE_SIZE}
          pageSizes={ONE_SIZE}
          sort={sort}
          onSortChange={(s) => {
            setSort(s);
            setPage(0);
          }}
          onPageChange={setPage}
          onPerPageChange={() => undefined}
          loading={!rows}
          empty={{ title: `No licence matches “${search.trim()}”`, text: 'Search by the person’s name or the username.' }}
        />
      )}
    </section>
  );
}
