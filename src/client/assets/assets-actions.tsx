import { messages } from '../../shared/messages';
import { useCan } from '../lib/use-can';
import type { ExportFilters } from '../lib/list-export';
import { ActionsMenu } from '../ui/actions-menu';
import { useExcelExportItem } from '../offline/excel-export-item';

/** The asset list's Actions menu: Export to Excel with the export right (asset import comes in a later issue). */
export function AssetsActions({ filters, tagFiltered }: { filters: ExportFilters; tagFiltered: boolean }) {
  const can = useCan();
  const exportItem = useExcelExportItem({ path: '/api/assets/list/excel', filters, texts: messages.assets, deviceFiltered: tagFiltered });
  if (!can('assets.export')) return null;
  return <ActionsMenu label="Actions" items={[exportItem.item]} busy={exportItem.busy} busyLabel="Exporting…" />;
}
