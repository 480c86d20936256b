import { useCallback, useMemo } from 'react';
import { useViewer } from '../../lib/session-context';
import { useCan } from '../../lib/use-can';
import { apiGet, withQuery } from '../../lib/api';
import { usePickerPeople, type PickerPeople } from '../../offline/use-picker-people';
import { useOffline } from '../../offline/offline-context';
import type { OtherCompaniesSource, PickedPerson } from '../../ui/people-team-picker';

interface CrossGroupPerson {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
  company_id: string;
  company_name: string;
}

export const OTHER_COMPANIES_OFFLINE = 'Searching the other companies of the group needs a connection. People of your own teams can still be picked.';

export interface BulkPeople extends PickerPeople {
  /** Only for admins with the trusted-groups feature. */
  otherCompanies?: OtherCompaniesSource;
}

/**
 * Who the bulk assign may pick: the mirror's teams and people (only those this user may see,
 * leavers marked), and for trusted groups a search of the group's other companies on the server.
 * Undefined until the first download has finished.
 */
export function useBulkPeople(): BulkPeople | undefined {
  const own = usePickerPeople();
  const { status } = useOffline();
  const can = useCan();
  const viewer = useViewer();
  const crossGroups = can('people.pickAcrossGroups');
  const ownCompany = viewer.company.id;

  const search = useCallback(
    async (term: string): Promise<PickedPerson[]> => {
      const { data } = await apiGet<{ data: CrossGroupPerson[] }>(withQuery('/api/employees/listCrossGroups', { search_term: term }));
      // The group's search answers this company's people too; they are in the teams above.
      return data.filter((p) => p.company_id !== ownCompany).map(({ id, name, email, avatar, company_name }) => ({ id, name, email, avatar, company_name }));
    },
    [ownCompany],
  );
  const disabledReason = status.online ? null : OTHER_COMPANIES_OFFLINE;
  const otherCompanies = useMemo(() => (crossGroups ? { search, disabledReason } : undefined), [crossGroups, search, disabledReason]);

  return useMemo(() => (own ? { ...own, otherCompanies } : undefined), [own, otherCompanies]);
}
