import { messages } from '../../../shared/messages';
import { IconWifiOff } from '../../ui/icons';

/** Said on a bulk page without a connection: the work is queued on the device, not lost. */
export function OfflineNote() {
  return (
    <p className="bulk-notice bulk-notice-offline" role="status">
      <IconWifiOff size={18} /> {messages.trainings.bulkOfflineNote}
    </p>
  );
}
