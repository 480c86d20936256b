import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { calendarMessages } from '../../shared/calendar/calendar.messages';
import { linkPersonBodySchema, type IntegrationItem, type IntegrationPersonItem } from '../../shared/calendar/integration.schema';
import type { Versioned } from '../../shared/sync/area';
import { ApiError, apiPost } from '../lib/api';
import { useOffline } from '../offline/offline-context';
import { TextInput } from '../ui/field';
import { Modal, ModalFormFooter } from '../ui/modal';
import { useToast } from '../ui/toasts';

type Form = { link_source_app: string };
const formSchema = linkPersonBodySchema.pick({ link_source_app: true });

/**
 * linkPerson: the person's id in the payroll, typed in (the payroll lists no people to pick from).
 * Online only; the answer's row is shown at once, the mirror catches up on the next pull. The
 * server's refusal (empty, too long, another person's id) is shown at the field.
 */
export function LinkPersonModal({
  integration,
  person,
  onSaved,
  onClose,
}: {
  integration: IntegrationItem;
  person: { employee_id: string; name: string; link_source_app: string | null };
  onSaved: (row: Versioned<IntegrationPersonItem>) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const { engine } = useOffline();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { link_source_app: person.link_source_app ?? '' },
  });
  const submit = handleSubmit(async (f) => {
    setFailure(null);
    try {
      const answer = await apiPost<{ data: Versioned<IntegrationPersonItem> }>('/api/integrations/linkPerson', {
        integration_id: integration.id,
        employee_id: person.employee_id,
        link_source_app: f.link_source_app,
      });
      onSaved(answer.data);
      toast.success(calendarMessages.personLinked(person.name));
      void engine.pullNow().catch(() => undefined);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.fields.link_source_app)
        setError('link_source_app', { message: e.fields.link_source_app }, { shouldFocus: true });
      else setFailure(e instanceof ApiError && e.code !== 'network' ? e.message : calendarMessages.linkNeedsNetwork);
    }
  });
  const busy = formState.isSubmitting;
  return (
    <Modal
      open
      size="sm"
      title={`Payroll id of ${person.name}`}
      description={`The id ${integration.name} knows ${person.name} by: their days off are pushed under it.`}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={<ModalFormFooter form="link-person-form" label="Save" busyLabel="Saving…" busy={busy} onCancel={onClose} />}
    >
      <form id="link-person-form" className="form-grid" onSubmit={(ev) => void submit(ev)} noValidate>
        {failure && (
          <div className="calendar-box calendar-box-danger" role="alert">
            {failure}
          </div>
        )}
        <TextInput
          label="Payroll id"
          required
          autoComplete="off"
          spellCheck={false}
          readOnly={busy}
          data-autofocus
          error={formState.errors.link_source_app?.message}
          {...register('link_source_app')}
        />
      </form>
    </Modal>
  );
}
