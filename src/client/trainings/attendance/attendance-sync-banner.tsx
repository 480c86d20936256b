import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { useOffline } from '../../offline/offline-context';
import { IconWifiOff } from '../../ui/icons';

/**
 * Offline: says so plainly, with the marks kept on this tablet. Online with marks still in the
 * outbox: how many are left, with the share sent since the queue last was empty.
 */
export function AttendanceSyncBanner({ waiting }: { waiting: number }) {
  const { status } = useOffline();
  // The most marks waiting since the outbox last was empty: the progress bar's whole.
  const [peak, setPeak] = useState(waiting);
  if (waiting > peak) setPeak(waiting);
  else if (waiting === 0 && peak !== 0) setPeak(0);

  if (!status.online) {
    return (
      <div className="att-banner att-banner-offline" role="status" data-testid="attendance-banner">
        <IconWifiOff />
        <span>{messages.trainings.attendanceOffline(waiting)}</span>
      </div>
    );
  }
  if (waiting === 0) return null;
  return (
    <div className="att-banner att-banner-sending" role="status" data-testid="attendance-banner">
      <span>{messages.trainings.attendanceWaiting(waiting)}</span>
      <progress className="att-progress" max={Math.max(peak, waiting)} value={Math.max(peak, waiting) - waiting} aria-label="Marks sent" />
    </div>
  );
}
