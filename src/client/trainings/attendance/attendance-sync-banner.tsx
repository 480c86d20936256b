import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { useOffline } from '../../offline/offline-context';

/**
 * Online with marks still in the outbox: how many people's are left, with the share sent since the
 * queue last was empty. Offline, the app's own banner says so (one banner, one source of 'online').
 */
export function AttendanceSyncBanner({ waiting }: { waiting: number }) {
  const { status } = useOffline();
  // The most marks waiting since the outbox last was empty: the progress bar's whole.
  const [peak, setPeak] = useState(waiting);
  if (waiting > peak) setPeak(waiting);
  else if (waiting === 0 && peak !== 0) setPeak(0);

  if (!status.online || waiting === 0) return null;
  return (
    <div className="att-banner att-banner-sending" role="status" data-testid="attendance-banner">
      <span>{messages.trainings.attendanceWaiting(waiting)}</span>
      <progress className="att-progress" max={Math.max(peak, waiting)} value={Math.max(peak, waiting) - waiting} aria-label="People whose marks were sent" />
    </div>
  );
}
