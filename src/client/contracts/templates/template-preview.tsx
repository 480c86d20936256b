import { useState } from 'react';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { apiPost } from '../../lib/api';
import { useOffline } from '../../offline/offline-context';
import { Modal } from '../../ui/modal';
import { ContractDocument } from '../contract/contract-document';

/** POST /api/contract_template/preview: the text as it stands in the editor, filled from an example of the company. */
export function PreviewButton({ templateId, html }: { templateId: string; html: string }) {
  const online = useOffline().status.online;
  const [state, setState] = useState<{ kind: 'closed' } | { kind: 'loading' } | { kind: 'shown'; html: string } | { kind: 'failed' }>({ kind: 'closed' });
  const open = async () => {
    setState({ kind: 'loading' });
    try {
      const res = await apiPost<{ example_contract_html: string }>('/api/contract_template/preview', { template_id: templateId, content_html: html });
      setState({ kind: 'shown', html: res.example_contract_html });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return (
    <>
      <button type="button" className="btn btn-secondary" disabled={!online} title={online ? undefined : m.needsNetwork} onClick={() => void open()}>
        Preview
      </button>
      <Modal open={state.kind !== 'closed'} title="Preview" size="lg" onClose={() => setState({ kind: 'closed' })}>
        {state.kind === 'loading' && <p className="muted">Filling in an example…</p>}
        {state.kind === 'failed' && (
          <p className="field-error" role="alert">
            {m.previewFailed}
          </p>
        )}
        {state.kind === 'shown' && (
          <>
            <p className="muted">Filled in with your own details, a vehicle and two assets of the company. Placeholders without a value are marked.</p>
            <ContractDocument html={state.html} />
          </>
        )}
      </Modal>
    </>
  );
}
