import { softwareMessages } from '../../../shared/software/software.messages';

// The spec's four empty states of /software (software-contracts-push.md section 8), by one rule:
// the first page with nothing to show says there is nothing ('no products found', 'no licenses
// yet'), a later page says the list ended before it ('no more products', 'no more licenses').
// The text under the title says why: the search, the segment, or that nothing was added yet.

export type SoftwareView = 'products' | 'licenses';

export interface EmptyInput {
  view: SoftwareView;
  /** 0-based page asked for. */
  page: number;
  search: string;
  /** 'active', 'inactive' or a custom segment's name (licence views). */
  segment: 'active' | 'inactive' | { name: string };
  /** Every row of the view (to say how far the list goes). */
  total: number;
  perPage: number;
  canAdd: boolean;
}

export interface EmptyMessage {
  title: string;
  text: string;
  /** The page (0-based) the list ends on, offered as a way back; undefined on the first page. */
  lastPage?: number;
}

export function softwareEmpty({ view, page, search, segment, total, perPage, canAdd }: EmptyInput): EmptyMessage {
  const products = view === 'products';
  if (page > 0 && total > 0) {
    const lastPage = Math.max(0, Math.ceil(total / perPage) - 1);
    const what = products ? (total === 1 ? '1 product' : `${total} products`) : total === 1 ? '1 licence' : `${total} licences`;
    return {
      title: products ? softwareMessages.noMoreProducts : softwareMessages.noMoreLicenses,
      text: `The list holds ${what}, which end on page ${lastPage + 1}.`,
      lastPage,
    };
  }
  const term = search.trim();
  if (products) {
    return {
      title: softwareMessages.noProductsFound,
      text: term
        ? `No product matches “${term}”. Check the spelling or try a shorter search.`
        : canAdd
          ? 'Add the software the company uses, then assign its licences to people.'
          : 'Software products appear here once someone adds them.',
    };
  }
  return {
    title: softwareMessages.noLicensesYet,
    text: term
      ? `No licence matches “${term}”. Search by product, person or username.`
      : segment === 'active'
        ? 'Licences assigned to people appear here.'
        : segment === 'inactive'
          ? 'Deactivated licences appear here, with the day they ended.'
          : `No licence is in “${segment.name}” yet.`,
  };
}
