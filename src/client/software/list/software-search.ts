import { LICENSE_SEARCH, PRODUCT_SEARCH } from '../../../shared/software/software.search';
import { listSearchReaders } from '../../lib/list-search';
import type { LicenseListRow, ProductListRow } from './software-rows';

// How the software lists read the shared search definitions (src/shared/list-search.ts), the
// ones the server's list calls and the Excel export use too. The rows already hold the names from
// the other mirrors (software-rows.ts), so every field is read from the row.

export const PRODUCT_ROW_SEARCH = listSearchReaders<typeof PRODUCT_SEARCH, ProductListRow, null>(PRODUCT_SEARCH, {
  name: { own: (r) => r.product.name },
  url: { own: (r) => r.product.url },
});

export const LICENSE_ROW_SEARCH = listSearchReaders<typeof LICENSE_SEARCH, LicenseListRow, null>(LICENSE_SEARCH, {
  product: { own: (r) => r.product?.name },
  person: { own: (r) => r.holder.name },
  username: { own: (r) => r.license.username },
});
