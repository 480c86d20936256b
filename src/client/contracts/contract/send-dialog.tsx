import { useState } from 'react';
import { companySignerOf } from '../../../shared/contracts/contract-rules';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { OPTIONAL_MESSAGE_MAX_LENGTH, SIGNER_ROLE_LABELS, type ContractItem } from '../../../shared/contracts/contracts.schema';
import { useServerAction } from '../data/use-server-call';
import { useOffline } from '../../offline/offline-context';
import { Modal } from '../../ui/modal';
import { TextArea } from '../../ui/text-area';
import { SelectInput } from '../../ui/field';
import { useToast } from '../../ui/toasts';
import { useInternalSigners } from '../data/use-internal-signers';

/** POST /api/contracts/sendToEmployee: the employee gets a link to sign by mail, with an optional message. Needs the server. */
export function SendDialog({ contract, personName, open, onClose }: { contract: ContractItem; personName: string | null; open: boolean; onClose: () => void }) {
  const online = useOffline().status.online;
  const toast = useToast();
  const [message, setMessage] = useState('');
  const users = useInternalSigners();
  const [first, setFirst] = useState(companySignerOf(contract, 'internal') ?? '');
  const [second, setSecond] = useState(companySignerOf(contract, 'second_internal') ?? '');
  const signedRole = (role: string) => contract.signers.some((x) => x.role === role && x.signed_at);
  const { busy, error, run } = useServerAction(m.sendingNeedsNetwork);
  const send = async () => {
    // Who signs (setSigningMethod's signers): the company's signers chosen here, then the employee.
    const signers = [
      ...(first ? [{ role: 'internal' as const, user_id: first }] : []),
      ...(first && second ? [{ role: 'second_internal' as const, user_id: second }] : []),
      { role: 'employee' as const },
    ];
    if (!(await run((call) => call('/api/contracts/sendToEmployee', { contract_id: contract.id, optional_message: message, signers })))) return;
    toast.saved(m.messageSent);
    onClose();
  };
  const options = (users ?? []).map((u) => ({ value: u.user_id, label: u.name }));
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
      <div className="send-signers">
        <SelectInput
          label={`${SIGNER_ROLE_LABELS.internal} for the company`}
          value={first}
          placeholder="Nobody: only the employee signs"
          options={options}
          disabled={users === null || signedRole('internal')}
          onChange={(e) => setFirst(e.target.value)}
        />
        {first && (
          <SelectInput
            label={SIGNER_ROLE_LABELS.second_internal}
            value={second}
            placeholder="Nobody"
            options={options.filter((o) => o.value !== first)}
            disabled={users === null || signedRole('second_internal')}
            onChange={(e) => setSecond(e.target.value)}
          />
        )}
      </div>
      <TextArea label="Message (optional)" value={message} maxLength={OPTIONAL_MESSAGE_MAX_LENGTH} rows={4} onChange={(e) => setMessage(e.target.value)} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
