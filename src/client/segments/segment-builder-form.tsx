import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import { MAX_SEGMENT_CONDITIONS, SEGMENT_NAME_MAX_LENGTH } from '../../shared/segments/segment.schema';
import { segmentSaveBodySchema, segmentNameTaken, type SegmentRow } from '../../shared/segments/segments.schema';
import { segmentDelete, segmentSave } from '../../shared/segments/segments.mutations';
import { useMutate } from '../offline/use-mutate';
import { useViewer } from '../auth/session-context';
import { useConfirm } from '../ui/confirm-dialog';
import { TextInput } from '../ui/field';
import { IconPlus } from '../ui/icons';
import { useToast } from '../ui/toasts';
import { useConfirmOnLeave } from '../ui/use-confirm-on-leave';
import { ConditionRow } from './condition-row';
import { completePart, conditionErrors, definitionOf, draftOf, newCondition, type SegmentDraft } from './segment-draft';
import { SegmentCount } from './segment-count';
import type { BuilderFields } from './use-builder-fields';
import type { ListObject } from './use-segment-access';
import { useCustomSegments } from './use-segments';

interface FormProps {
  object: ListObject;
  /** The segment being edited; null for a new one. */
  existing: SegmentRow | null;
  lookups: BuilderFields;
  /** Where Save, Delete and Cancel go: for a new segment, given its id to show. */
  backTo: (savedId: string | null) => string;
}


/** Name, match all/any and the conditions; saved through the outbox, so it works offline. */
export function SegmentBuilderForm({ object, existing, lookups, backTo }: FormProps) {
  const mutate = useMutate();
  const viewer = useViewer();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const others = useCustomSegments(object);
  const [id] = useState(() => existing?.id ?? uuidv7());
  const [initial] = useState(() => draftOf(existing, lookups.fields[0]));
  const [draft, setDraft] = useState<SegmentDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const dirty = draft !== initial;
  const { allowLeave } = useConfirmOnLeave(dirty);

  const definition = useMemo(() => definitionOf(draft, lookups.byId), [draft, lookups.byId]);
  const errors = useMemo(() => conditionErrors(object, definition, { viewer, customFields: lookups.customFields }), [object, definition, viewer, lookups.customFields]);
  const countable = useMemo(() => completePart(definition, errors), [definition, errors]);
  const nameCheck = segmentSaveBodySchema.shape.name.safeParse(draft.name);
  const nameError = !nameCheck.success ? nameCheck.error.issues[0]?.message : segmentNameTaken(draft.name, others ?? [], object, id) ? messages.segments.nameTaken : undefined;
  const invalid = Boolean(nameError) || errors.some((e) => Object.keys(e).length > 0);

  const update = (change: Partial<SegmentDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setCondition = (i: number, next: SegmentDraft['conditions'][number]) => update({ conditions: draft.conditions.map((c, j) => (j === i ? next : c)) });

  const leave = (to: string, note?: string) => {
    toast.saved('saved', note);
    allowLeave();
    navigate(to);
  };

  const onSave = async () => {
    setSubmitted(true);
    if (invalid) return toast.error(messages.form.invalidTitle, 'Check the name and the conditions marked in red.');
    await mutate(segmentSave, { id, object_type: object, name: draft.name, definition });
    leave(backTo(id));
  };

  const onDelete = async () => {
    if (!existing) return;
    const ok = await confirm({ title: `Delete the segment “${existing.name}”?`, text: 'Lists will no longer offer it, for anyone in the company.', confirmLabel: 'Delete segment', danger: true });
    if (!ok) return;
    await mutate(segmentDelete, { id: existing.id });
    leave(backTo(null), 'The segment is deleted.');
  };

  const show = (message: string | undefined) => (submitted ? message : undefined);
  return (
    <form className="card card-body segment-builder" noValidate onSubmit={(e) => { e.preventDefault(); void onSave(); }}>
      <div className="segment-builder-head">
        <TextInput label="Name" required maxLength={SEGMENT_NAME_MAX_LENGTH} value={draft.name} error={show(nameError)} onChange={(e) => update({ name: e.target.value })} />
        <fieldset className="segment-match">
          <legend>Show items that match</legend>
          <label><input type="radio" name="match" value="all" checked={draft.match === 'all'} onChange={() => update({ match: 'all' })} /> all conditions</label>
          <label><input type="radio" name="match" value="any" checked={draft.match === 'any'} onChange={() => update({ match: 'any' })} /> any condition</label>
        </fieldset>
      </div>
      <ol className="segment-conditions" aria-label="Conditions">
        {draft.conditions.map((c, i) => (
          <ConditionRow key={c.key} index={i} condition={c} match={draft.match} lookups={lookups} errors={submitted ? (errors[i] ?? {}) : {}}
            onChange={(next) => setCondition(i, next)} onRemove={draft.conditions.length > 1 ? () => update({ conditions: draft.conditions.filter((_, j) => j !== i) }) : null} />
        ))}
      </ol>
      <button type="button" className="btn btn-secondary segment-builder-add" disabled={draft.conditions.length >= MAX_SEGMENT_CONDITIONS}
        onClick={() => update({ conditions: [...draft.conditions, newCondition(lookups.fields[0])] })}>
        <IconPlus size={18} /> Add condition
      </button>
      <SegmentCount object={object} definition={countable} partial={countable.conditions.length < definition.conditions.length} />
      <div className="segment-builder-actions">
        {existing && <button type="button" className="btn btn-ghost segment-delete" onClick={() => void onDelete()}>Delete segment</button>}
        <Link className="btn btn-secondary" to={backTo(existing?.id ?? null)}>Cancel</Link>
        <button type="submit" className="btn btn-primary">Save segment</button>
      </div>
    </form>
  );
}
