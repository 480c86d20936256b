import { useEffect, useRef } from 'react';
import { templateSignatureRequirements } from '../../../shared/contracts/contracts.mutations';
import { useViewer } from '../../lib/session-context';
import { useMutate } from '../../offline/use-mutate';
import { SelectInput } from '../../ui/field';
import { Switch } from '../../ui/switch';
import { useToast } from '../../ui/toasts';
import { useInternalSigners } from '../data/use-internal-signers';
import type { TemplateRow } from '../data/use-templates';

/**
 * POST /api/contract_template/editSignatureRequirements: whether the company signs too, and who
 * (a second signer is possible). Each change is saved at once, as its own change in the outbox.
 */
export function SignatureRequirements({ template, editable }: { template: TemplateRow; editable: boolean }) {
  const signers = useInternalSigners();
  const viewer = useViewer();
  const mutate = useMutate();
  const toast = useToast();
  const required = template.internal_signature_required === 1;
  const save = async (next: { required: boolean; first: string | null; second: string | null }) => {
    await mutate(
      templateSignatureRequirements,
      {
        template_id: template.id,
        internal_signature_required: next.required ? 1 : 0,
        internal_signer_user_id: next.required ? next.first : null,
        second_internal_signer_user_id: next.required && next.first ? next.second : null,
      },
      { label: template.name },
    );
    toast.saved('Signature requirements saved');
  };
  const options = (signers ?? []).map((s) => ({ value: s.user_id, label: s.name }));
  const known = (id: string | null) => (id && !options.some((o) => o.value === id) ? [{ value: id, label: 'The chosen signer' }] : []);
  const first = template.internal_signer_user_id;
  // Turned on, the company signs by the user who turned it on, when they may sign for it.
  const defaultSigner = signers?.find((s) => s.user_id === viewer.user.id)?.user_id ?? signers?.[0]?.user_id ?? null;
  const second = template.second_internal_signer_user_id;
  // Turned on before the list of signers arrived: the default signer is chosen once it is there.
  const awaitingSigner = useRef(false);
  useEffect(() => {
    if (!awaitingSigner.current || !required || first || !defaultSigner) return;
    awaitingSigner.current = false;
    void save({ required: true, first: defaultSigner, second: null });
  });
  return (
    <section className="card card-body signature-requirements" aria-labelledby="signature-requirements-title">
      <h2 id="signature-requirements-title">Signatures</h2>
      <p className="muted">The employee signs every contract. The company can sign too, by one or two people.</p>
      <Switch
        label="The company signs too"
        checked={required}
        disabled={!editable}
        onChange={(on) => {
          awaitingSigner.current = on && !(first ?? defaultSigner);
          void save({ required: on, first: on ? (first ?? defaultSigner) : null, second: null });
        }}
      />
      {required && (
        <>
          <SelectInput
            label="Signs for the company"
            value={first ?? ''}
            disabled={!editable || signers === null}
            hint={signers === null ? 'The list of signers needs a connection.' : undefined}
            placeholder="Choose a signer"
            options={[...known(first), ...options]}
            onChange={(e) => void save({ required, first: e.target.value || null, second: second === e.target.value ? null : second })}
          />
          <SelectInput
            label="Second signer (optional)"
            value={second ?? ''}
            disabled={!editable || signers === null || !first}
            placeholder="Nobody"
            options={[...known(second), ...options.filter((o) => o.value !== first)]}
            onChange={(e) => void save({ required, first, second: e.target.value || null })}
          />
        </>
      )}
    </section>
  );
}
