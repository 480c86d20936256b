import { useState } from 'react';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import type { ContractItem } from '../../../shared/contracts/contracts.schema';
import { useServerAction } from '../data/use-server-call';
import { useViewer } from '../../lib/session-context';
import { useOffline } from '../../offline/offline-context';
import { TextInput } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toasts';
import { SignatureCanvas } from './signature-pad';

/**
 * POST /api/contract/signInternally: the company's signer draws their signature. Signing needs the
 * server (the signature is checked and stored there, and the text is frozen as signed), so it is
 * refused offline with a word why, before anything is drawn.
 */
export function SignDialog({
  contract,
  role,
  open,
  onClose,
}: {
  contract: ContractItem;
  role: 'internal' | 'second_internal';
  open: boolean;
  onClose: () => void;
}) {
  const viewer = useViewer();
  const online = useOffline().status.online;
  const toast = useToast();
  const [name, setName] = useState(viewer.user.name);
  const [png, setPng] = useState<string | null>(null);
  const { busy, error, run } = useServerAction(m.signingNeedsNetwork);
  const sign = async () => {
    if (!png || !name.trim()) return;
    const body = { contract_id: contract.id, name, base64_signature: png, is_second_signer: role === 'second_internal' ? 1 : 0 };
    if (!(await run((call) => call('/api/contract/signInternally', body)))) return;
    toast.saved('Signed');
    onClose();
  };
  return (
    <Modal
      open={open}
      title={`Sign ${contract.name}`}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={!online || busy || !png || !name.trim()} onClick={() => void sign()}>
            Sign
          </button>
        </>
      }
    >
      {!online ? (
        <p className="field-error" role="alert">
          {m.signingNeedsNetwork}
        </p>
      ) : (
        <>
          <TextInput label="Your name as it appears under the signature" required value={name} onChange={(e) => setName(e.target.value)} />
          <SignatureCanvas onChange={setPng} />
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
