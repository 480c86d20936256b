import { useState } from 'react';
import { messages } from '../../shared/messages';
import { useCan } from '../auth/session-context';
import { ApiError } from '../lib/api';
import { useOffline } from '../offline/offline-context';
import { useToast } from '../ui/toasts';
import { FleetActionsMenu, type MenuItem } from './fleet-actions-menu';
import { downloadCarsExcel, type ExportFilters } from './fleet-export';

const ExcelIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M9 13l4 5M13 13l-4 5" />
  </svg>
);

/** The list's Actions menu: Export to Excel with the fleet export right (import fleet comes later). */
export function FleetActions({ filters, tagFiltered }: { filters: ExportFilters; tagFiltered: boolean }) {
  const can = useCan();
  const toast = useToast();
  const { status } = useOffline();
  const [busy, setBusy] = useState(false);
  const online = status.online && navigator.onLine;

  const exportExcel = async () => {
    setBusy(true);
    try {
      toast.success('Export to Excel', messages.fleet.exported(await downloadCarsExcel(filters)));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'network') toast.error('Export to Excel', messages.fleet.exportNeedsConnection);
      else toast.error(messages.fleet.exportFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  const items: MenuItem[] = [];
  if (can('fleet.export')) {
    items.push({
      id: 'export',
      label: busy ? 'Exporting…' : 'Export to Excel',
      icon: <ExcelIcon />,
      disabled: !online || busy,
      hint: !online ? messages.fleet.exportNeedsConnection : tagFiltered ? messages.fleet.exportWithoutTag : undefined,
      onSelect: () => void exportExcel(),
      onBlocked: () => (busy ? undefined : toast.info('Export to Excel', messages.fleet.exportNeedsConnection)),
    });
  }
  if (items.length === 0) return null;
  return <FleetActionsMenu label="Actions" items={items} busy={busy} busyLabel="Exporting…" />;
}
