import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../shared/format';
import { useCan } from '../lib/use-can';
import { useMirrorTable } from '../offline/use-mirror-table';
import { EmptyState } from '../ui/empty-state';
import { BackLink } from '../ui/back-link';
import { IMPORT_PAGES } from './import-kinds';
import { ImportStatusBadge, ImportStatusCard, importCounts, undoable, useUndoImport } from './import-status';
import { useFollowedImport, useImportProgress, type ImportRow } from './use-import-progress';
import '../ui/page.css';
import './import.css';

/** /import/history: every import of the kinds the user may import, newest first, from the device's mirror. */
export function ImportHistoryPage() {
  const rows = useMirrorTable('imports');
  const can = useCan();
  const sorted = rows ? [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at)) : undefined;
  const kinds = (['car', 'asset', 'software'] as const).filter((k) => can(`import.${k}`));
  return (
    <>
      <BackLink to="/settings" label="Settings" />
      <div className="page-header">
        <div>
          <h1>Import history</h1>
          <p className="muted">Who imported which file, when, and what it did. An import can be undone here.</p>
        </div>
        <div className="page-header-actions">
          {kinds.map((k) => (
            <Link key={k} className="btn btn-secondary" to={`/import/${k}`}>
              {IMPORT_PAGES[k].title}
            </Link>
          ))}
        </div>
      </div>
      {sorted === undefined ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : sorted.length === 0 ? (
        <EmptyState title="No imports yet" text="Vehicles, assets and licences imported from Excel or CSV files appear here." />
      ) : (
        <div className="card import-history">
          <table className="import-table">
            <caption className="visually-hidden">Imports</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">File</th>
                <th scope="col">By</th>
                <th scope="col">Result</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <HistoryRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** One import of the history; while its job runs (an undo too) it is followed as the detail page follows it, so the row says Undone without waiting for the next pull. */
function HistoryRow({ row: mirrored }: { row: ImportRow }) {
  const can = useCan();
  const undo = useUndoImport();
  const row = useFollowedImport(mirrored.id, mirrored) ?? mirrored;
  return (
    <tr>
      <td>{formatDateTime(row.created_at)}</td>
      <td>
        <Link to={`/import/history/${row.id}`}>{row.file_name}</Link>
        <div className="muted">
          {IMPORT_PAGES[row.kind].historyName} · {row.total_rows.toLocaleString('en')} rows
        </div>
      </td>
      <td>{row.created_by_name}</td>
      <td>{importCounts(row)}</td>
      <td>
        <ImportStatusBadge row={row} />
        {row.undone_at && (
          <div className="muted">
            by {row.undone_by_name} on {formatDateTime(row.undone_at)}
          </div>
        )}
      </td>
      <td>
        {undoable(row) && can(`import.${row.kind}`) && (
          <button type="button" className="btn btn-secondary" onClick={() => void undo(row)} aria-label={`Undo the import of ${row.file_name}`}>
            Undo
          </button>
        )}
      </td>
    </tr>
  );
}

/** /import/history/{id}: one import's progress and result. */
export function ImportDetailPage() {
  const { id } = useParams();
  const row = useImportProgress(id ?? null);
  const rows = useMirrorTable('imports');
  return (
    <>
      <BackLink to="/import/history" label="Import history" />
      <div className="page-header">
        <h1>Import</h1>
      </div>
      {row ? <ImportStatusCard row={row} /> : rows === undefined ? <p className="muted">Loading…</p> : <EmptyState title="This import is not on this device" />}
    </>
  );
}
