import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { licenseEdit } from '../../../shared/software/software.mutations';
import { softwareMessages } from '../../../shared/software/software.messages';
import { LICENSE_USERNAME_MAX_LENGTH, licenseEditBodySchema } from '../../../shared/software/software.schema';
import { useMutate } from '../../offline/use-mutate';
import { dash } from '../../ui/facts-card';
import { FieldError } from '../../ui/field';
import { IconPencil } from '../../ui/icons';
import { useToast } from '../../ui/toasts';

// The licence's username (POST /api/software/licenses/edit), edited in place in the facts card:
// one field does not deserve a page of its own, and it saves on the device like every change.

const formSchema = z.object({ username: licenseEditBodySchema.shape.username });
type FormValues = z.input<typeof formSchema>;

export function LicenseUsername({ licenseId, username, canEdit, label }: { licenseId: string; username: string | null; canEdit: boolean; label: string }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    // Back on the button that opened the field, so a keyboard user keeps their place.
    if (!editing && refocus) {
      editButton.current?.focus();
      setRefocus(false);
    }
  }, [editing, refocus]);
  const close = () => {
    setEditing(false);
    setRefocus(true);
  };

  if (editing) return <UsernameForm licenseId={licenseId} username={username} label={label} onDone={close} />;
  return (
    <span className="license-username">
      {username ? <span className="license-username-value">{username}</span> : dash}
      {canEdit && (
        <button
          ref={editButton}
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label="Edit username"
          title="Edit username"
          onClick={() => setEditing(true)}
        >
          <IconPencil size={16} />
        </button>
      )}
    </span>
  );
}

function UsernameForm({ licenseId, username, label, onDone }: { licenseId: string; username: string | null; label: string; onDone: () => void }) {
  const mutate = useMutate();
  const toast = useToast();
  const { register, handleSubmit, formState, setFocus } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { username: username ?? '' },
  });
  useEffect(() => setFocus('username', { shouldSelect: true }), [setFocus]);
  const error = formState.errors.username?.message;
  const submit = handleSubmit(async (v) => {
    const next = v.username || null;
    if (next !== username) {
      await mutate(licenseEdit, { license_id: licenseId, username: next }, { label });
      toast.saved(softwareMessages.usernameSaved);
    }
    onDone();
  });
  return (
    <form
      className="license-username-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onDone();
        }
      }}
    >
      <input
        className="input"
        aria-label="Username"
        autoComplete="off"
        maxLength={LICENSE_USERNAME_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `username-error-${licenseId}` : undefined}
        {...register('username')}
      />
      <div className="license-username-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          Save
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
      <FieldError id={`username-error-${licenseId}`} message={error} />
    </form>
  );
}
