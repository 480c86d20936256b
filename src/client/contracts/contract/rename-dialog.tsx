import { useState } from 'react';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { contractEditName } from '../../../shared/contracts/contracts.mutations';
import { contractName, type ContractItem } from '../../../shared/contracts/contracts.schema';
import { useMutate } from '../../offline/use-mutate';
import { TextInput } from '../../ui/field';
import { IconPencil } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toasts';

/** POST /api/contracts/editName: a pencil beside the title; works offline (queued). */
export function RenameButton({ contract }: { contract: ContractItem }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(contract.name);
  const [error, setError] = useState<string>();
  const mutate = useMutate();
  const toast = useToast();
  const save = async () => {
    const check = contractName.safeParse(name);
    if (!check.success) return setError(check.error.issues[0]?.message);
    if (check.data !== contract.name) await mutate(contractEditName, { contract_id: contract.id, contract_name: check.data }, { label: check.data });
    toast.saved(m.saved);
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-icon contract-rename"
        aria-label="Rename"
        title="Rename"
        onClick={() => {
          setName(contract.name);
          setError(undefined);
          setOpen(true);
        }}
      >
        <IconPencil size={18} />
      </button>
      <Modal
        open={open}
        title="Rename contract"
        onClose={() => setOpen(false)}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void save()}>
              Save
            </button>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextInput label="Name" required value={name} error={error} onChange={(e) => setName(e.target.value)} data-autofocus />
        </form>
      </Modal>
    </>
  );
}
