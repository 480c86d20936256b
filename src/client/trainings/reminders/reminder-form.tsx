import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { uuidv7 } from '../../../shared/ids';
import { messages } from '../../../shared/messages';
import { reminderAdd } from '../../../shared/trainings/reminders.mutations';
import { REMINDER_MESSAGE_MAX_LENGTH, reminderFormSchema } from '../../../shared/trainings/reminders.schema';
import type { ParticipantItem } from '../../../shared/trainings/trainings.schema';
import { useMutate } from '../../offline/use-mutate';
import { DateInput } from '../../ui/date-input';
import { TextInput } from '../../ui/field';
import { IconPlus } from '../../ui/icons';
import { useToast } from '../../ui/toasts';

type FormValues = z.input<typeof reminderFormSchema>;

/** Adds a reminder on the device at once (client-made id); the outbox sends it. */
export function ReminderForm({ participant }: { participant: Pick<ParticipantItem, 'id' | 'training_id' | 'employee_id'> }) {
  const mutate = useMutate();
  const toast = useToast();
  const { control, register, handleSubmit, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: { date: '', message: '' },
  });
  const submit = handleSubmit(async (v) => {
    const args = { id: uuidv7(), participant_id: participant.id, training_id: participant.training_id, employee_id: participant.employee_id };
    await mutate(reminderAdd, { ...args, date: v.date, message: v.message.trim() }, { label: v.message });
    toast.saved(messages.trainings.reminderAdded);
    reset();
  });
  return (
    <form className="reminder-form" noValidate onSubmit={(e) => void submit(e)}>
      <Controller
        name="date"
        control={control}
        render={({ field }) => (
          <DateInput
            label="Date"
            required
            {...field}
            value={field.value}
            onChange={(iso) => field.onChange(iso ?? '')}
            error={formState.errors.date?.message}
          />
        )}
      />
      <TextInput label="Message" required maxLength={REMINDER_MESSAGE_MAX_LENGTH} {...register('message')} error={formState.errors.message?.message} />
      <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
        <IconPlus size={18} /> Add reminder
      </button>
    </form>
  );
}
