import { defineSearch } from '../list-search';

/** /software grouped by product and GET /api/software/licenses/list/grouped's 'all' segment: a product by its name and web address. */
export const PRODUCT_SEARCH = defineSearch({ fields: ['name', 'url'], customFields: true });
/** The licence lists (/software's licence segments, a product's and a person's licences, their export). `product`: its name; `person`: the holder's full name. */
export const LICENSE_SEARCH = defineSearch({ fields: ['product', 'person', 'username'], customFields: true });
