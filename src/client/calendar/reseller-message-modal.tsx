import { useState } from 'react';
import { MAX_RESELLER_MESSAGE } from '../../shared/calendar/integration.schema';
import { pushMessages } from '../../shared/calendar/push.messages';
import { ApiError, apiPost } from '../lib/api';
import { Modal } from '../ui/modal';
import { TextArea } from '../ui/text-area';
import { useToast } from '../ui/toasts';

/** sendMessageToReseller: a question to the reseller about a push or an integration. */
export function ResellerMessageModal({
  relatedObject,
  relatedId,
  onClose,
}: {
  relatedObject: 'days_off_push' | 'integration';
  relatedId: string;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const send = async () => {
    setBusy(true);
    try {
      await apiPost('/api/reseller/message', { message, related_object: relatedObject, related_object_id: relatedId });
      toast.success(pushMessages.messageSent);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title="Message to the reseller"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy || message.trim() === ''} onClick={() => void send()}>
            Send
          </button>
        </>
      }
    >
      <TextArea
        label="Message"
        value={message}
        maxLength={MAX_RESELLER_MESSAGE}
        rows={6}
        error={error ?? undefined}
        onChange={(e) => setMessage(e.target.value)}
      />
    </Modal>
  );
}
