import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { contractDelete, contractHardDelete, contractUndelete } from '../../../shared/contracts/contracts.mutations';
import type { ContractRow } from '../data/use-contract';
import { useCan } from '../../lib/use-can';
import { useOffline } from '../../offline/offline-context';
import { useMutate } from '../../offline/use-mutate';
import { ActionsMenu, type MenuItem } from '../../ui/actions-menu';
import { useConfirm } from '../../ui/confirm-dialog';
import { IconDownload, IconPencil, IconSend, IconSignature } from '../../ui/icons';
import { useToast } from '../../ui/toasts';
import { SendDialog } from './send-dialog';
import { SignDialog } from './sign-dialog';

/** The contract's header actions: edit, send, sign, PDF, and in a menu delete, restore, delete for good. */
export function ContractActions({
  contract,
  personName,
  owed,
}: {
  contract: ContractRow;
  personName: string | null;
  owed: 'internal' | 'second_internal' | null;
}) {
  const can = useCan();
  const online = useOffline().status.online;
  const mutate = useMutate();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'send' | 'sign' | null>(null);
  const editable = can('contracts.edit') && contract.deleted === 0;
  const signed = contract.signers.some((s) => s.signed_at);
  const open = contract.deleted === 0 && contract.status !== 'signed';
  // A contract still on its way to the server cannot be signed or sent yet; offline, the dialogs
  // say that signing and sending need the connection at all.
  const pending = online && contract._pending === 1;

  const menu: MenuItem[] = [];
  if (can('contracts.edit') && contract.deleted === 0)
    menu.push({
      id: 'delete',
      label: 'Delete',
      onSelect: () =>
        void (async () => {
          if (!(await confirm({ title: `Delete ${contract.name}?`, text: 'It can be restored from the Deleted tab.', confirmLabel: 'Delete', danger: true })))
            return;
          await mutate(contractDelete, { contract_id: contract.id }, { label: contract.name });
          toast.saved(m.deleted);
        })(),
    });
  if (can('contracts.edit') && contract.deleted === 1)
    menu.push({ id: 'restore', label: 'Restore', onSelect: () => void mutate(contractUndelete, { contract_id: contract.id }, { label: contract.name }) });
  if (can('contracts.admin') && contract.deleted === 1)
    menu.push({
      id: 'hard-delete',
      label: 'Delete for good',
      onSelect: () =>
        void (async () => {
          if (!(await confirm({ title: `Delete ${contract.name} for good?`, text: m.hardDeleteConfirm, confirmLabel: 'Delete for good', danger: true })))
            return;
          await mutate(contractHardDelete, { contract_id: contract.id }, { label: contract.name });
          toast.saved(m.deleted);
          await navigate('/contracts');
        })(),
    });

  const offlineHint = online ? undefined : m.needsNetwork;
  const waitHint = pending ? 'Waits until this device’s changes are on the server.' : undefined;
  return (
    <div className="page-header-actions">
      {editable && contract.file_type === 'html' && !signed && (
        <Link className="btn btn-secondary" to={`/contracts/${contract.id}/edit`}>
          <IconPencil size={18} /> Edit text
        </Link>
      )}
      <a
        className="btn btn-secondary"
        href={online && !pending ? `/api/contract/${contract.id}/pdf` : undefined}
        aria-disabled={!online || pending}
        title={offlineHint ?? waitHint}
        download
      >
        <IconDownload size={18} /> PDF
      </a>
      {owed && open && (
        <button type="button" className="btn btn-secondary" onClick={() => setDialog('sign')} disabled={pending} title={waitHint}>
          <IconSignature size={18} /> Sign
        </button>
      )}
      {editable && open && contract.employee_id && (
        <button type="button" className="btn btn-primary" onClick={() => setDialog('send')} disabled={pending} title={waitHint}>
          <IconSend size={18} /> {contract.status === 'sent' ? 'Send again' : 'Send for signing'}
        </button>
      )}
      {menu.length > 0 && <ActionsMenu label="More" items={menu} />}
      {dialog === 'send' && <SendDialog contract={contract} personName={personName} open onClose={() => setDialog(null)} />}
      {dialog === 'sign' && owed && <SignDialog contract={contract} role={owed} open onClose={() => setDialog(null)} />}
    </div>
  );
}
