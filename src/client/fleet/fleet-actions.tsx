import { useNavigate } from 'react-router-dom';
import { messages } from '../../shared/messages';
import { useCan } from '../lib/use-can';
import type { ExportFilters } from '../lib/list-export';
import { ActionsMenu, type MenuItem } from '../ui/actions-menu';
import { IconUpload } from '../ui/icons';
import { useExcelExportItem } from '../offline/excel-export-item';

/** The list's Actions menu: Export to Excel with the fleet export right, Import fleet (/import/car) with the import right. */
export function FleetActions({ filters, tagFiltered }: { filters: ExportFilters; tagFiltered: boolean }) {
  const can = useCan();
  const navigate = useNavigate();
  const exportItem = useExcelExportItem({ path: '/api/cars/list/excel', filters, texts: messages.fleet, deviceFiltered: tagFiltered });
  const items: MenuItem[] = [
    ...(can('fleet.export') ? [exportItem.item] : []),
    ...(can('import.car') ? [{ id: 'import', label: 'Import fleet', icon: <IconUpload size={18} />, onSelect: () => void navigate('/import/car') }] : []),
  ];
  if (items.length === 0) return null;
  return <ActionsMenu label="Actions" items={items} busy={exportItem.busy} busyLabel="Exporting…" />;
}
