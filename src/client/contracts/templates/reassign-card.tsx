import { useState } from 'react';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { useOffline } from '../../offline/offline-context';
import { useConfirm } from '../../ui/confirm-dialog';
import { SelectInput } from '../../ui/field';
import { useToast } from '../../ui/toasts';
import { useInternalSigners } from '../data/use-internal-signers';
import { useServerAction } from '../data/use-server-call';

/**
 * POST /api/contracts/reassign and /api/contract_template/reassign: when someone leaves, their
 * contracts, templates and unsigned company signatures go to another user (admins; needs the server).
 */
export function ReassignCard() {
  const online = useOffline().status.online;
  const users = useInternalSigners();
  const confirm = useConfirm();
  const toast = useToast();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { busy, error, setError, run } = useServerAction(m.needsNetwork);
  const options = (users ?? []).map((u) => ({ value: u.user_id, label: u.name }));
  const name = (id: string) => users?.find((u) => u.user_id === id)?.name ?? '';
  const move = async () => {
    if (!from || !to || from === to) return setError(m.sameUser);
    if (
      !(await confirm({
        title: `Move ${name(from)}’s contracts to ${name(to)}?`,
        text: 'Their templates and the company signatures they still owe move too.',
        confirmLabel: 'Move',
      }))
    )
      return;
    const body = { from_user_id: from, to_user_id: to };
    await run(async (call) => {
      const contracts = await call<{ count: number }>('/api/contracts/reassign', body);
      const templates = await call<{ count: number }>('/api/contract_template/reassign', body);
      toast.saved(m.reassigned(contracts.count + templates.count), `${contracts.count} contracts and ${templates.count} templates`);
    });
  };
  return (
    <section className="card card-body reassign-card" aria-labelledby="reassign-title">
      <h2 id="reassign-title">When someone leaves</h2>
      <p className="muted">Move a user’s contracts and templates, and the company signatures they still owe, to another user.</p>
      {!online || users === null ? (
        <p className="muted">{m.needsNetwork}</p>
      ) : (
        <div className="reassign-fields">
          <SelectInput label="From" value={from} placeholder="Choose a user" options={options} onChange={(e) => setFrom(e.target.value)} />
          <SelectInput
            label="To"
            value={to}
            placeholder="Choose a user"
            options={options.filter((o) => o.value !== from)}
            onChange={(e) => setTo(e.target.value)}
          />
          <button type="button" className="btn btn-secondary" disabled={busy || !from || !to} onClick={() => void move()}>
            Move
          </button>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
