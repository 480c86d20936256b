import { useState } from 'react';
import { ApiError } from '../lib/api';
import { downloadListExcel, type ExportFilters } from '../lib/list-export';
import { useOffline } from './offline-context';
import type { MenuItem } from '../ui/actions-menu';
import { useToast } from '../ui/toasts';

/** The area's texts, named as in messages.ts so an area passes its group as is (messages.fleet, messages.assets). */
export interface ExcelExportTexts {
  exportNeedsConnection: string;
  exportFailed: string;
  exported: (fileName: string) => string;
  /** Shown under the item while the list is narrowed by something the server does not know (a tag). */
  exportWithoutTag?: string;
}

const ExcelIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M9 13l4 5M13 13l-4 5" />
  </svg>
);

/**
 * A list's 'Export to Excel' entry for its Actions menu: GET `path` with the list's filters, saved
 * as a download. The export is made by the server, so it is disabled offline and says why.
 */
export function useExcelExportItem(p: { path: string; filters: ExportFilters; texts: ExcelExportTexts; deviceFiltered?: boolean }): {
  item: MenuItem;
  busy: boolean;
} {
  const toast = useToast();
  const { status } = useOffline();
  const [busy, setBusy] = useState(false);
  const online = status.online && navigator.onLine;
  const { texts } = p;

  const run = async () => {
    setBusy(true);
    try {
      toast.success('Export to Excel', texts.exported(await downloadListExcel(p.path, p.filters)));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'network') toast.error('Export to Excel', texts.exportNeedsConnection);
      else toast.error(texts.exportFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    item: {
      id: 'export',
      label: busy ? 'Exporting…' : 'Export to Excel',
      icon: <ExcelIcon />,
      disabled: !online || busy,
      hint: !online ? texts.exportNeedsConnection : p.deviceFiltered ? texts.exportWithoutTag : undefined,
      onSelect: () => void run(),
      onBlocked: () => (busy ? undefined : toast.info('Export to Excel', texts.exportNeedsConnection)),
    },
  };
}
