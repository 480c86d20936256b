import { messages } from '../../shared/messages';
import { useCan } from '../lib/use-can';
import type { ExportFilters } from '../lib/list-export';
import { ActionsMenu } from '../ui/actions-menu';
import { useExcelExportItem } from '../offline/excel-export-item';

/** The list's Actions menu: Export to Excel with the fleet export right (import fleet comes later). */
export function FleetActions({ filters, tagFiltered }: { filters: ExportFilters; tagFiltered: boolean }) {
  const can = useCan();
  const exportItem = useExcelExportItem({ path: '/api/cars/list/excel', filters, texts: messages.fleet, deviceFiltered: tagFiltered });
  if (!can('fleet.export')) return null;
  return <ActionsMenu label="Actions" items={[exportItem.item]} busy={exportItem.busy} busyLabel="Exporting…" />;
}
