import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { dayOffAdd } from '../../shared/calendar/calendar.mutations';
import { DAY_PARTS, MAX_DAY_OFF_DETAILS, periodIssues } from '../../shared/calendar/calendar.schema';
import { calendarMessages } from '../../shared/calendar/calendar.messages';
import { uuidv7 } from '../../shared/ids';
import { isoDateInput } from '../../shared/input-schemas';
import { useViewer } from '../lib/session-context';
import { todayIso } from '../lib/today';
import { useMutate } from '../offline/use-mutate';
import { DateInput } from '../ui/date-input';
import { SelectInput } from '../ui/field';
import { Modal, ModalFormFooter } from '../ui/modal';
import { TextArea } from '../ui/text-area';
import { useToast } from '../ui/toasts';
import { PART_LABELS, useDayOffTypes } from './calendar-data';

// A day-off request for a person, saved on the device and sent by the outbox. The dates' rules
// are the server's (periodIssues).

const formSchema = z
  .object({
    day_off_type_id: z.string().min(1, calendarMessages.selectType),
    start_date: isoDateInput,
    end_date: isoDateInput,
    start_part: z.enum(DAY_PARTS),
    end_part: z.enum(DAY_PARTS),
    details: z.string().max(MAX_DAY_OFF_DETAILS),
  })
  .superRefine((b, ctx) => {
    for (const i of periodIssues(b)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.message });
  });
type Form = z.infer<typeof formSchema>;

const partOptions = DAY_PARTS.map((p) => ({ value: p, label: PART_LABELS[p] }));

export function RequestForm({ person, onClose }: { person: { id: string; name: string }; onClose: () => void }) {
  const types = useDayOffTypes();
  const mutate = useMutate();
  const toast = useToast();
  const viewer = useViewer();
  const today = todayIso();
  const { register, control, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { day_off_type_id: '', start_date: today, end_date: today, start_part: 'full', end_part: 'full', details: '' },
  });
  const save = handleSubmit(async (f) => {
    await mutate(dayOffAdd, { id: uuidv7(), employee_id: person.id, ...f, details: f.details.trim(), by_name: viewer.user.name });
    toast.saved('Request added');
    onClose();
  });
  const e = formState.errors;
  return (
    <Modal
      open
      title={`Request a day off for ${person.name}`}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={<ModalFormFooter form="day-off-form" label="Add request" onCancel={onClose} />}
    >
      <form id="day-off-form" className="form-grid" onSubmit={(ev) => void save(ev)} noValidate>
        <SelectInput
          label="Type"
          required
          error={e.day_off_type_id?.message}
          placeholder="Choose a type"
          options={[...(types?.values() ?? [])].map((t) => ({ value: t.id, label: t.name }))}
          {...register('day_off_type_id')}
        />
        <Controller
          name="start_date"
          control={control}
          render={({ field }) => <DateInput label="First day" required error={e.start_date?.message} {...field} onChange={(v) => field.onChange(v ?? '')} />}
        />
        <SelectInput label="First day is" options={partOptions} error={e.start_part?.message} {...register('start_part')} />
        <Controller
          name="end_date"
          control={control}
          render={({ field }) => <DateInput label="Last day" required error={e.end_date?.message} {...field} onChange={(v) => field.onChange(v ?? '')} />}
        />
        <SelectInput label="Last day is" options={partOptions} error={e.end_part?.message} {...register('end_part')} />
        <TextArea label="Details" maxLength={MAX_DAY_OFF_DETAILS} error={e.details?.message} {...register('details')} />
      </form>
    </Modal>
  );
}
