import { Link } from 'react-router-dom';
import { DataTable } from '../../ui/data-table';
import { EmptyState } from '../../ui/empty-state';
import { IconPlus } from '../../ui/icons';
import { LICENSE_ROW_CAPTION, PRODUCT_ROW_CAPTION } from './software-captions';
import { licenseColumns, PRODUCT_COLUMNS } from './software-columns';
import { softwareEmpty } from './software-empty';
import type { LicenseListRow, ProductListRow } from './software-rows';
import { PAGE_SIZES, type SoftwareList } from './use-software-list';

/**
 * /software's table: products or licences from the mirror, or, with nothing on the page asked
 * for, the spec's empty state with the way on (back to the last page, clear the search, add a product).
 */
export function SoftwareTable({ s, canAdd }: { s: SoftwareList; canAdd: boolean }) {
  const { list, perPage, prefs, pageRows } = s;
  const paging = {
    total: s.total,
    page: list.page,
    perPage,
    pageSizes: PAGE_SIZES,
    sort: list.sort,
    onSortChange: list.tableProps.onSortChange,
    onPageChange: list.tableProps.onPageChange,
    onPerPageChange: (n: number) => {
      prefs.setPerPage(n);
      list.update({ page: null });
    },
  };

  if (pageRows && pageRows.rows.length === 0) {
    const segment = typeof s.segment === 'object' ? { name: s.segment.name } : s.segment === 'inactive' ? 'inactive' : 'active';
    const empty = softwareEmpty({ view: s.view, page: list.page, search: list.search, segment, total: s.total, perPage, canAdd });
    const action =
      empty.lastPage !== undefined ? (
        <button type="button" className="btn btn-secondary" onClick={() => list.update({ page: empty.lastPage ? String(empty.lastPage) : null })}>
          Go to page {empty.lastPage + 1}
        </button>
      ) : list.search ? (
        <button type="button" className="btn btn-secondary" onClick={() => list.update({ q: null, page: null })}>
          Clear search
        </button>
      ) : s.view === 'products' && canAdd ? (
        <Link className="btn btn-primary" to="/software/products/new">
          <IconPlus size={18} /> Add product
        </Link>
      ) : undefined;
    return (
      <div className="card software-empty">
        <EmptyState title={empty.title} text={empty.text} action={action} />
      </div>
    );
  }

  if (s.view === 'products') {
    return (
      <DataTable<ProductListRow>
        caption={PRODUCT_ROW_CAPTION}
        columns={PRODUCT_COLUMNS}
        rows={pageRows?.view === 'products' ? pageRows.rows : []}
        rowKey={(r) => r.id}
        rowHref={(r) => `/software/products/${r.id}`}
        loading={!pageRows}
        {...paging}
      />
    );
  }
  return (
    <DataTable<LicenseListRow>
      caption={LICENSE_ROW_CAPTION}
      columns={licenseColumns(s.segment === 'active')}
      rows={pageRows?.view === 'licenses' ? pageRows.rows : []}
      rowKey={(r) => r.id}
      rowHref={(r) => `/software/licenses/${r.id}`}
      loading={!pageRows}
      {...paging}
    />
  );
}
