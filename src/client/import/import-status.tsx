import { Link } from 'react-router-dom';
import { formatDateTime } from '../../shared/format';
import { importUndo } from '../../shared/import/import.mutations';
import { IMPORT_STATUS_LABELS, isImportBusy } from '../../shared/import/import.schema';
import { importTargetOf } from '../../shared/sync/import-targets';
import { useCan } from '../lib/use-can';
import { useOffline } from '../offline/offline-context';
import { useMutate } from '../offline/use-mutate';
import { useConfirm } from '../ui/confirm-dialog';
import { useToast } from '../ui/toasts';
import { BulkOfflineNotice } from '../lib/bulk-progress-box';
import { IMPORT_PAGES } from './import-kinds';
import type { ImportRow } from './use-import-progress';
import '../ui/bulk-progress.css';

const STATUS_BADGES: Record<ImportRow['status'], string> = {
  queued: 'badge-warning',
  running: 'badge-primary',
  done: 'badge-success',
  failed: 'badge-danger',
  undo_queued: 'badge-warning',
  undoing: 'badge-primary',
  undone: '',
};

export const ImportStatusBadge = ({ row }: { row: ImportRow }) => (
  <span className={`badge ${STATUS_BADGES[row.status]}`}>{row._pending ? 'Waiting to be sent' : IMPORT_STATUS_LABELS[row.status]}</span>
);

/** What an import did: 12 added · 3 changed · 40 unchanged · 2 skipped. */
export function importCounts(row: ImportRow): string {
  const parts = [`${row.created_count} added`, `${row.updated_count} changed`, `${row.unchanged_count} unchanged`];
  if (row.skipped_count) parts.push(`${row.skipped_count} skipped`);
  return parts.join(' · ');
}

/** Whether the import may be undone from this device: finished (or stopped having done something). */
export const undoable = (row: ImportRow) => !row._pending && (row.status === 'done' || (row.status === 'failed' && row.created_count + row.updated_count > 0));

/** Asks, then queues the undo (sent now when online, else when the connection is back). */
export function useUndoImport() {
  const confirm = useConfirm();
  const mutate = useMutate();
  const toast = useToast();
  return async (row: ImportRow) => {
    const ok = await confirm({
      title: 'Undo this import?',
      text: `The ${row.created_count} ${importTargetOf(row.kind)?.noun ?? ''} it added are archived and the ${row.updated_count} it changed get their earlier values back. Changes made since by hand to those fields are overwritten.`,
      confirmLabel: 'Undo import',
      danger: true,
    });
    if (!ok) return;
    await mutate(importUndo, { import_id: row.id });
    toast.saved('Undo started');
  };
}

/** A sent import: its progress while it runs, then what it did, with the way to undo it. */
export function ImportStatusCard({ row, onAnother }: { row: ImportRow; onAnother?: () => void }) {
  const online = useOffline().status.online;
  const can = useCan();
  const undo = useUndoImport();
  const page = IMPORT_PAGES[row.kind];
  const undoing = row.status === 'undo_queued' || row.status === 'undoing' || row.status === 'undone';
  const total = undoing ? row.created_count + row.updated_count : row.total_rows;
  const done = row.status === 'done' || row.status === 'undone' ? total : row.processed_rows;
  const percent = total ? Math.round((done / total) * 100) : 100;
  return (
    <div className="card card-body import-status" aria-live="polite">
      <div className="card-title-row">
        <h2>{row.file_name}</h2>
        <ImportStatusBadge row={row} />
      </div>
      {row._pending && !online && <BulkOfflineNotice text="You are offline: the import is queued on this device and starts when the connection is back." />}
      <div
        className="bulk-bar"
        role="progressbar"
        aria-label={undoing ? 'Undo' : 'Import'}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} rows`}
      >
        <span className="bulk-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="import-status-line">
        <strong>
          {done.toLocaleString('en')} of {total.toLocaleString('en')} {undoing ? 'changes undone' : 'rows'}
        </strong>
        {!row._pending && <span className="muted"> · {importCounts(row)}</span>}
      </p>
      {row.error && <p className="field-error import-error-text">{row.error}</p>}
      <p className="muted">
        By {row.created_by_name} on {formatDateTime(row.created_at)}
        {row.undone_at ? ` · undone by ${row.undone_by_name ?? ''} on ${formatDateTime(row.undone_at)}` : ''}
      </p>
      <div className="form-actions">
        {!isImportBusy(row.status) && (
          <Link className="btn btn-secondary" to={page.listTo}>
            Go to {page.listLabel}
          </Link>
        )}
        {onAnother && !isImportBusy(row.status) && (
          <button type="button" className="btn btn-secondary" onClick={onAnother}>
            Import another file
          </button>
        )}
        {undoable(row) && can(`import.${row.kind}`) && (
          <button type="button" className="btn btn-danger" onClick={() => void undo(row)}>
            Undo import
          </button>
        )}
      </div>
    </div>
  );
}
