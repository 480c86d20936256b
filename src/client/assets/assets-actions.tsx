import { useNavigate } from 'react-router-dom';
import { messages } from '../../shared/messages';
import { useCan } from '../lib/use-can';
import type { ExportFilters } from '../lib/list-export';
import { ActionsMenu, type MenuItem } from '../ui/actions-menu';
import { IconUpload } from '../ui/icons';
import { useExcelExportItem } from '../offline/excel-export-item';

/** The asset list's Actions menu: Export to Excel with the export right, Import (/import/asset) for admins. */
export function AssetsActions({ filters, tagFiltered }: { filters: ExportFilters; tagFiltered: boolean }) {
  const can = useCan();
  const navigate = useNavigate();
  const exportItem = useExcelExportItem({ path: '/api/assets/list/excel', filters, texts: messages.assets, deviceFiltered: tagFiltered });
  const items: MenuItem[] = [
    ...(can('assets.export') ? [exportItem.item] : []),
    ...(can('import.asset') ? [{ id: 'import', label: 'Import', icon: <IconUpload size={18} />, onSelect: () => void navigate('/import/asset') }] : []),
  ];
  if (items.length === 0) return null;
  return <ActionsMenu label="Actions" items={items} busy={exportItem.busy} busyLabel="Exporting…" />;
}
