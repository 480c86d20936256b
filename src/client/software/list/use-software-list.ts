import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../shared/limits';
import { SOFTWARE_PAGE_SIZES } from '../../../shared/software/software.schema';
import type { SegmentRow } from '../../../shared/segments/segments.schema';
import { useCustomColumns } from '../../custom-fields';
import { pageOf, queryRows } from '../../lib/local-query';
import { useListUrlState, type ListUrlState } from '../../lib/use-list-url-state';
import { useMirrorTable } from '../../offline/use-mirror-table';
import { useTablePrefs, type TablePrefs } from '../../ui/use-table-prefs';
import { peopleById } from '../license-person';
import type { SoftwareView } from './software-empty';
import { LICENSE_ROW_SEARCH, PRODUCT_ROW_SEARCH } from './software-search';
import {
  LICENSE_SORTS,
  PRODUCT_SORTS,
  licenseRows,
  licenseSortValue,
  productRows,
  productSortValue,
  type LicenseListRow,
  type ProductListRow,
} from './software-rows';
import { useLicenseSegmentTest, useLicenseSegments } from './use-license-segments';
import { offeredPerPage } from '../../ui/pagination';

// /software's state: the segment, search, sort and page in the URL (back and reload keep them),
// the page size on this device; the rows from the mirrors, searched, sorted and paged here.

export const PAGE_SIZES: number[] = [...SOFTWARE_PAGE_SIZES];
const NO_COLUMNS: string[] = [];

/** The built-in views, or a custom licence segment. */
export type SoftwareSegment = 'all' | 'active' | 'inactive' | SegmentRow;

export type SoftwareRows = { view: 'products'; rows: ProductListRow[] } | { view: 'licenses'; rows: LicenseListRow[] };

export interface SoftwareList {
  segment: SoftwareSegment;
  /** The segment's key in the URL: 'all', 'active', 'inactive' or a custom segment's id. */
  segmentId: string;
  view: SoftwareView;
  customSegments: SegmentRow[];
  list: ListUrlState;
  prefs: TablePrefs;
  perPage: number;
  /** Every matching row in order; undefined while loading. */
  matching: SoftwareRows | undefined;
  /** The rows of the page asked for. */
  pageRows: SoftwareRows | undefined;
  total: number;
}

function useSegmentAsked(customSegments: SegmentRow[] | undefined): SoftwareSegment | undefined {
  const asked = useSearchParams()[0].get('segment') ?? 'all';
  if (asked === 'all' || asked === 'active' || asked === 'inactive') return asked;
  // A custom segment that is not there (deleted, or not for this user) shows the default view.
  if (!customSegments) return undefined;
  return customSegments.find((s) => s.id === asked) ?? 'all';
}

export function useSoftwareList(): SoftwareList {
  const products = useMirrorTable('software_products');
  const licenses = useMirrorTable('software_licenses');
  const people = useMirrorTable('employees');
  const customSegments = useLicenseSegments();
  const asked = useSegmentAsked(customSegments);
  const segment = asked ?? 'all';
  const view: SoftwareView = segment === 'all' ? 'products' : 'licenses';
  const sorts = view === 'products' ? PRODUCT_SORTS : LICENSE_SORTS;
  const list = useListUrlState(sorts, sorts[0]);
  const prefs = useTablePrefs('software', { perPage: DEFAULT_PAGE_SIZE, columns: NO_COLUMNS }, NO_COLUMNS);
  // A page size from another list's choice falls back to the default.
  const perPage = offeredPerPage(prefs.perPage, PAGE_SIZES, DEFAULT_PAGE_SIZE);
  const productCustom = useCustomColumns('product');
  const licenseCustom = useCustomColumns('license');
  const segmentTest = useLicenseSegmentTest(typeof segment === 'object' ? segment : undefined);
  const { search, sort } = list;

  const matching = useMemo((): SoftwareRows | undefined => {
    if (!products || !licenses || !people || !asked) return undefined;
    const names = peopleById(people);
    if (view === 'products') {
      if (!productCustom.defsReady) return undefined;
      const rows = productRows(products, licenses, names);
      const found = queryRows(rows, {
        search,
        searchText: PRODUCT_ROW_SEARCH.searchText,
        searchAlso: (r, w) => productCustom.matches(r.id, w),
        sort,
        sortValue: productSortValue,
      });
      return { view, rows: found };
    }
    if (typeof segment === 'object' && !segmentTest) return undefined;
    const keep =
      segment === 'active' ? (l: { active: 0 | 1 }) => l.active === 1 : segment === 'inactive' ? (l: { active: 0 | 1 }) => l.active === 0 : () => true;
    const rows = licenseRows(licenses, products, names, keep);
    const found = queryRows(rows, {
      search,
      searchText: LICENSE_ROW_SEARCH.searchText,
      searchAlso: (r, w) => LICENSE_ROW_SEARCH.searchNames(r, w, null) || licenseCustom.matches(r.id, w),
      filter: segmentTest,
      sort,
      sortValue: licenseSortValue,
    });
    return { view, rows: found };
  }, [products, licenses, people, asked, view, segment, segmentTest, search, sort, productCustom, licenseCustom]);

  const pageRows = useMemo((): SoftwareRows | undefined => {
    if (!matching) return undefined;
    return matching.view === 'products'
      ? { view: 'products', rows: pageOf(matching.rows, list.page, perPage) }
      : { view: 'licenses', rows: pageOf(matching.rows, list.page, perPage) };
  }, [matching, list.page, perPage]);

  return {
    segment,
    segmentId: typeof segment === 'object' ? segment.id : segment,
    view,
    customSegments: customSegments ?? [],
    list,
    prefs,
    perPage,
    matching,
    pageRows,
    total: matching?.rows.length ?? 0,
  };
}
