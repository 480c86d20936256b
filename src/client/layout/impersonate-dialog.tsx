import { useEffect, useState } from 'react';
import { useSession } from '../lib/session-context';
import { apiGet, apiPost } from '../lib/api';
import { SelectInput } from '../ui/field';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toasts';

interface CompanyUser {
  id: string;
  name: string;
  email: string;
  role: string;
  admin: boolean;
}

export function ImpersonateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { refresh, viewer } = useSession();
  const toast = useToast();
  const [users, setUsers] = useState<CompanyUser[]>([]);
  const [selected, setSelected] = useState('');

  useEffect(() => {
    if (!open) return;
    apiGet<{ data: CompanyUser[] }>('/api/auth/users')
      .then((r) => setUsers(r.data.filter((u) => u.id !== viewer?.user.id)))
      .catch((e: Error) => toast.error('Could not load users', e.message));
  }, [open, viewer?.user.id, toast]);

  const start = async () => {
    try {
      await apiPost('/api/auth/impersonate', { user_id: selected });
      onClose();
      await refresh();
    } catch (e) {
      toast.error('Could not act as this user', e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal
      open={open}
      title="Act as another user"
      onClose={onClose}
      footer={
        <>
          <button className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button className="btn btn-primary" disabled={!selected} onClick={start}>
            Act as this user
          </button>
        </>
      }
    >
      <p className="muted">You will see the product exactly as this user does, until you stop. Everything you do is recorded in your name.</p>
      <SelectInput
        label="User"
        value={selected}
        onChange={(e) => setSelected(e.target.value)}
        placeholder="Choose a user…"
        options={users.map((u) => ({ value: u.id, label: `${u.name} — ${u.email}` }))}
      />
    </Modal>
  );
}
