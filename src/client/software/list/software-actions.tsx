import { useNavigate } from 'react-router-dom';
import { LICENSE_COLUMNS, type LicenseColumn } from '../../../shared/software/software.schema';
import { softwareMessages } from '../../../shared/software/software.messages';
import { useCan } from '../../lib/use-can';
import { useExcelExportItem } from '../../offline/excel-export-item';
import { ActionsMenu, type MenuItem } from '../../ui/actions-menu';
import { IconUpload } from '../../ui/icons';
import type { TableSort } from '../../ui/data-table-types';

const isLicenseColumn = (c: string): c is LicenseColumn => (LICENSE_COLUMNS as readonly string[]).includes(c);

/**
 * /software's Actions menu (software-contracts-push.md sections 2 and 6): Export to Excel of what
 * the list shows (GET /api/software/licenses/list/excel; needs a connection and the export right),
 * and the import for administrators only.
 */
export function SoftwareActions({ segmentId, search, sort }: { segmentId: string; search: string; sort: TableSort }) {
  const can = useCan();
  const navigate = useNavigate();
  // The product count of the grouped view is the device's own column: the export orders by product then.
  const exportSort: TableSort = isLicenseColumn(sort.column) ? sort : { column: 'product', direction: sort.direction };
  const exportItem = useExcelExportItem({
    path: '/api/software/licenses/list/excel',
    filters: { search, segmentId, sort: exportSort, columns: [] },
    texts: softwareMessages,
  });
  const items: MenuItem[] = [
    ...(can('software.export') ? [exportItem.item] : []),
    ...(can('import.software') ? [{ id: 'import', label: 'Import', icon: <IconUpload size={18} />, onSelect: () => void navigate('/import/software') }] : []),
  ];
  if (items.length === 0) return null;
  return <ActionsMenu label="Actions" items={items} busy={exportItem.busy} busyLabel="Exporting…" />;
}
