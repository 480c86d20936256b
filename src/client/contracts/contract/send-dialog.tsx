import { useState } from 'react';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { OPTIONAL_MESSAGE_MAX_LENGTH, SIGNER_ROLE_LABELS, type ContractItem } from '../../../shared/contracts/contracts.schema';
import { ApiError } from '../../lib/api';
import { useServerCall } from '../data/use-server-call';
import { useOffline } from '../../offline/offline-context';
import { Modal } from '../../ui/modal';
import { TextArea } from '../../ui/text-area';
import { useToast } from '../../ui/toasts';

/** POST /api/contracts/sendToEmployee: the employee gets a link to sign by mail, with an optional message. Needs the server. */
export function SendDialog({ contract, personName, open, onClose }: { contract: ContractItem; personName: string | null; open: boolean; onClose: () => void }) {
  const online = useOffline().status.online;
  const toast = useToast();
  const call = useServerCall();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await call('/api/contracts/sendToEmployee', { contract_id: contract.id, optional_message: message });
      toast.saved(m.messageSent);
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.sendingNeedsNetwork);
    } finally {
      setBusy(false);
    }
  };
  const roles = contract.signers.length ? contract.signers.map((s) => `${SIGNER_ROLE_LABELS[s.role]}: ${s.name}`) : null;
  return (
    <Modal
      open={open}
      title="Send for signing"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={!online || busy} onClick={() => void send()}>
            Send
          </button>
        </>
      }
    >
      {!online && (
        <p className="field-error" role="alert">
          {m.sendingNeedsNetwork}
        </p>
      )}
      <p>
        {personName ?? 'The employee'} gets a mail with a link to read and sign <strong>{contract.name}</strong> on any device, without an account. The link
        works once, for 14 days.
      </p>
      {roles && <p className="muted">Signers: {roles.join(' · ')}</p>}
      <TextArea label="Message (optional)" value={message} maxLength={OPTIONAL_MESSAGE_MAX_LENGTH} rows={4} onChange={(e) => setMessage(e.target.value)} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
