import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { reauthBodySchema, type IntegrationItem } from '../../shared/calendar/integration.schema';
import { pushMessages } from '../../shared/calendar/push.messages';
import { ApiError, apiPost } from '../lib/api';
import { useOffline } from '../offline/offline-context';
import { TextInput } from '../ui/field';
import { Modal, ModalFormFooter } from '../ui/modal';
import { useToast } from '../ui/toasts';

type Form = { new_username: string; new_customer_code: string; new_password: string; new_secret: string };
const formSchema = reauthBodySchema.omit({ integration_id: true }).required({ new_secret: true });

/**
 * The re-authentication modal (reauthSSIntegration): new credentials, kept only when the payroll
 * takes them; then to the integration's settings. A refusal says so and the form can be sent again.
 */
export function ReauthModal({ integration, onClose }: { integration: IntegrationItem; onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { engine } = useOffline();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { new_username: integration.username, new_customer_code: integration.customer_code, new_password: '', new_secret: '' },
  });
  const submit = handleSubmit(async (f) => {
    setFailure(null);
    try {
      await apiPost('/api/integrations/reauth', { integration_id: integration.id, ...f });
      await engine.pullNow().catch(() => undefined);
      toast.success(pushMessages.reauthSaved);
      navigate(`/settings/socialSecretariat/${integration.id}`);
    } catch (e) {
      setFailure(e instanceof ApiError && e.code !== 'network' ? e.message : pushMessages.reauthFailed);
    }
  });
  const e = formState.errors;
  const busy = formState.isSubmitting;
  return (
    <Modal
      open
      title={`Log in to ${integration.name} again`}
      description="The payroll refused the stored credentials. Enter the ones it knows now."
      onClose={onClose}
      closeOnBackdrop={false}
      footer={<ModalFormFooter form="reauth-form" label="Connect" busyLabel="Connecting…" busy={busy} onCancel={onClose} />}
    >
      <form id="reauth-form" className="form-grid" onSubmit={(ev) => void submit(ev)} noValidate>
        {failure && (
          <div className="calendar-box calendar-box-danger" role="alert">
            {failure}
          </div>
        )}
        <fieldset disabled={busy} className="form-grid" style={{ border: 0, padding: 0, margin: 0 }}>
          <TextInput label="Username" required autoComplete="username" error={e.new_username?.message} {...register('new_username')} />
          <TextInput label="Customer code" required error={e.new_customer_code?.message} {...register('new_customer_code')} />
          <TextInput label="Password" type="password" required autoComplete="current-password" error={e.new_password?.message} {...register('new_password')} />
          <TextInput label="Secret (if the payroll gave one)" type="password" autoComplete="off" error={e.new_secret?.message} {...register('new_secret')} />
        </fieldset>
      </form>
    </Modal>
  );
}
