/** A row saved on this device whose change the server has not confirmed yet (the mirror marks it `_pending`). */
export function PendingBadge({ row }: { row: { _pending?: 1 } }) {
  return row._pending ? (
    <span className="badge badge-warning" title="Saved on this device, waiting to be sent">
      Waiting to sync
    </span>
  ) : null;
}
