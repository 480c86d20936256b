import { useMemo } from 'react';
import type { IntegrationItem, IntegrationPersonItem } from '../../shared/calendar/integration.schema';
import { sentPeopleOf } from '../../shared/calendar/push.schema';
import { useMirrorTable } from '../offline/use-mirror-table';

// What the push page knows from the device's mirror, so the people, the warnings and the anomaly
// review work offline; only the push itself needs the network.

export interface PushCandidate {
  id: string;
  name: string;
  team: string;
  active_until: string | null;
  link: IntegrationPersonItem | null;
  /** A push of this month with this integration already sent their month. */
  alreadyPushed: boolean;
  /** The payroll pays by transfer and has no IBAN for them. */
  noIban: boolean;
}

export function usePushData(year: number, month: number, integrationId: string) {
  const integrations = useMirrorTable('payroll_integrations');
  const links = useMirrorTable('integration_people');
  const people = useMirrorTable('employees');
  const pushes = useMirrorTable('days_off_pushes');
  const requests = useMirrorTable('day_off_requests');
  const integration: IntegrationItem | null | undefined = integrations === undefined ? undefined : (integrations.find((i) => i.id === integrationId) ?? null);

  const candidates = useMemo((): PushCandidate[] | undefined => {
    if (!people || !links || !pushes || !integration) return undefined;
    const linkOf = new Map(links.filter((l) => l.integration_id === integration.id).map((l) => [l.employee_id, l]));
    const pushed = new Set(
      pushes
        .filter((p) => p.integration_id === integration.id && p.year === year && p.month === month && p.kind === 'push' && p.status === 'success')
        // Those it left out (not linked in the payroll) got nothing: they are not pushed yet.
        .flatMap((p) => sentPeopleOf(p)),
    );
    return people
      .filter((p) => p.is_active)
      .map((p) => {
        const link = linkOf.get(p.id) ?? null;
        return {
          id: p.id,
          name: p.name,
          team: p.team,
          active_until: p.active_until ?? null,
          link,
          alreadyPushed: pushed.has(p.id),
          noIban: integration.needs_iban && !!link?.link_source_app && !link.iban,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [people, links, pushes, integration, year, month]);

  return { integration, candidates, requests, links };
}
