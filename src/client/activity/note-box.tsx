import { messages } from '../../shared/messages';
import { useState, type FormEvent } from 'react';
import { noteAdd } from '../../shared/activity/activity.mutations';
import { NOTE_MAX_LENGTH, noteFormSchema } from '../../shared/activity/activity.schema';
import { uuidv7 } from '../../shared/ids';
import type { ObjectType } from '../../shared/objects';
import { useMutate } from '../offline/use-mutate';
import { TextArea } from '../ui/text-area';
import { useToast } from '../ui/toasts';

/**
 * Adds a note to an object's feed: written to this device at once (it shows in the feed straight
 * away) and sent by the outbox, so it works offline too. The rule is the server's (400 characters).
 */
export function NoteBox({ object, id }: { object: ObjectType; id: string }) {
  const mutate = useMutate();
  const toast = useToast();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const check = noteFormSchema.safeParse({ text });
  // Empty is simply 'nothing to add yet': only a note that is too long earns a message.
  const tooLong = text.trim().length > NOTE_MAX_LENGTH;
  const error = tooLong && !check.success ? check.error.issues[0]?.message : undefined;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!check.success || saving) return;
    setSaving(true);
    try {
      await mutate(noteAdd, { id: uuidv7(), related_object: object, related_object_id: id, text: check.data.text });
      setText('');
      if (!navigator.onLine) toast.info('added', messages.sync.savedOnDevice);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="note-box" onSubmit={onSubmit} noValidate>
      <TextArea
        label="Add a note"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        overflow
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        placeholder="Write a note for everyone who can see this…"
      />
      <div className="note-box-actions">
        <button className="btn btn-primary" type="submit" disabled={!check.success || saving}>
          Add note
        </button>
      </div>
    </form>
  );
}
