import { PERSON_SEARCH } from '../../shared/list-search';
import type { PersonListItem } from '../../shared/people/people.schema';
import { listSearchReaders } from '../lib/list-search';

/** A person's search fields (src/shared/list-search.ts), all on the row itself; custom values are matched apart. */
export const { searchText: personSearchText } = listSearchReaders<typeof PERSON_SEARCH, PersonListItem, null>(PERSON_SEARCH, {
  name: { own: (p) => p.name },
  email: { own: (p) => p.email },
  role: { own: (p) => p.role },
});
