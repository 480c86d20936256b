import { messages } from '../../shared/messages';
import { useCan } from '../auth/session-context';
import type { ExportFilters } from '../lib/list-export';
import { ActionsMenu } from '../ui/actions-menu';
import { useExcelExportItem } from '../ui/excel-export-item';

const EXPORT_TEXTS = {
  needsConnection: messages.assets.exportNeedsConnection,
  failed: messages.assets.exportFailed,
  exported: messages.assets.exported,
  withoutDeviceFilter: messages.assets.exportWithoutTag,
};

/** The asset list's Actions menu: Export to Excel with the export right (asset import comes in a later issue). */
export function AssetsActions({ filters, tagFiltered }: { filters: ExportFilters; tagFiltered: boolean }) {
  const can = useCan();
  const exportItem = useExcelExportItem({ path: '/api/assets/list/excel', filters, texts: EXPORT_TEXTS, deviceFiltered: tagFiltered });
  if (!can('assets.export')) return null;
  return <ActionsMenu label="Actions" items={[exportItem.item]} busy={exportItem.busy} busyLabel="Exporting…" />;
}
