import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, useNavigate } from 'react-router-dom';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import { MAX_SEGMENT_CONDITIONS, SEGMENT_MATCHES, SEGMENT_NAME_MAX_LENGTH, SEGMENT_OPS } from '../../shared/segments/segment.schema';
import { segmentNameTaken } from '../../shared/segments/built-in-segments';
import { segmentSaveBodySchema, type SegmentRow } from '../../shared/segments/segments.schema';
import { segmentDelete, segmentSave } from '../../shared/segments/segments.mutations';
import { useMutate } from '../offline/use-mutate';
import { useViewer } from '../lib/session-context';
import { useConfirm } from '../ui/confirm-dialog';
import { TextInput } from '../ui/field';
import { IconPlus } from '../ui/icons';
import { useToast } from '../ui/toasts';
import { useConfirmOnLeave } from '../ui/use-confirm-on-leave';
import { ConditionRow } from './condition-row';
import { completePart, conditionErrors, definitionOf, draftOf, newCondition, type DraftCondition, type SegmentDraft } from './segment-draft';
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

/**
 * The builder's rules: the shared name rule and 'not the name of another segment', and each
 * condition checked by the shared segment validation, its messages at that condition's fields.
 */
function builderSchema(check: { object: ListObject; lookups: BuilderFields; viewer: ReturnType<typeof useViewer>; others: readonly SegmentRow[]; id: string }) {
  return z
    .object({
      name: segmentSaveBodySchema.shape.name.refine((name) => !segmentNameTaken(name, check.others, check.object, check.id), messages.segments.nameTaken),
      match: z.enum(SEGMENT_MATCHES),
      conditions: z.array(z.object({ key: z.string(), field: z.string(), op: z.enum(SEGMENT_OPS), value: z.string() })),
    })
    .superRefine((draft, ctx) => {
      const byRow = conditionErrors(check.object, definitionOf(draft, check.lookups.byId), { viewer: check.viewer, customFields: check.lookups.customFields });
      byRow.forEach((row, i) => {
        for (const [key, message] of Object.entries(row)) ctx.addIssue({ code: 'custom', path: ['conditions', i, key], message });
      });
    });
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
  const schema = useMemo(() => builderSchema({ object, lookups, viewer, others: others ?? [], id }), [object, lookups, viewer, others, id]);
  const { register, handleSubmit, watch, setValue, trigger, formState } = useForm<SegmentDraft>({ resolver: zodResolver(schema), defaultValues: initial });
  // The other segments may still be arriving from the first download: once tried, judge again with them.
  const { isSubmitted } = formState;
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [schema, isSubmitted, trigger]);
  const { allowLeave } = useConfirmOnLeave(formState.isDirty);
  const draft = watch();

  // The live count shows the finished conditions already, before any save is tried.
  const definition = useMemo(() => definitionOf(draft, lookups.byId), [draft, lookups.byId]);
  const live = useMemo(
    () => conditionErrors(object, definition, { viewer, customFields: lookups.customFields }),
    [object, definition, viewer, lookups.customFields],
  );
  const countable = useMemo(() => completePart(definition, live), [definition, live]);
  const rowErrors = (i: number): Record<string, string> => {
    const row = formState.errors.conditions?.[i];
    return Object.fromEntries(
      Object.entries(row ?? {}).flatMap(([key, e]) =>
        e && typeof e === 'object' && 'message' in e && typeof e.message === 'string' ? [[key, e.message]] : [],
      ),
    );
  };

  const setConditions = (conditions: DraftCondition[]) => setValue('conditions', conditions, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const setCondition = (i: number, next: DraftCondition) => setConditions(draft.conditions.map((c, j) => (j === i ? next : c)));

  const leave = (to: string, note?: string) => {
    toast.saved('saved', note);
    allowLeave();
    navigate(to);
  };

  const onSave = async (values: SegmentDraft) => {
    await mutate(segmentSave, { id, object_type: object, name: values.name, definition: definitionOf(values, lookups.byId) });
    leave(backTo(id));
  };

  const onDelete = async () => {
    if (!existing) return;
    const ok = await confirm({
      title: `Delete the segment “${existing.name}”?`,
      text: 'Lists will no longer offer it, for anyone in the company.',
      confirmLabel: 'Delete segment',
      danger: true,
    });
    if (!ok) return;
    await mutate(segmentDelete, { id: existing.id });
    leave(backTo(null), 'The segment is deleted.');
  };

  const refuse = () => toast.error(messages.form.invalidTitle, 'Check the name and the conditions marked in red.');
  return (
    <form className="card card-body segment-builder" noValidate onSubmit={(e) => void handleSubmit(onSave, refuse)(e)}>
      <div className="segment-builder-head">
        <TextInput label="Name" required maxLength={SEGMENT_NAME_MAX_LENGTH} error={formState.errors.name?.message} {...register('name')} />
        <fieldset className="segment-match">
          <legend>Show items that match</legend>
          <label>
            <input type="radio" value="all" {...register('match')} /> all conditions
          </label>
          <label>
            <input type="radio" value="any" {...register('match')} /> any condition
          </label>
        </fieldset>
      </div>
      <ol className="segment-conditions" aria-label="Conditions">
        {draft.conditions.map((c, i) => (
          <ConditionRow
            key={c.key}
            index={i}
            condition={c}
            match={draft.match}
            lookups={lookups}
            errors={rowErrors(i)}
            onChange={(next) => setCondition(i, next)}
            onRemove={draft.conditions.length > 1 ? () => setConditions(draft.conditions.filter((_, j) => j !== i)) : null}
          />
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-secondary segment-builder-add"
        disabled={draft.conditions.length >= MAX_SEGMENT_CONDITIONS}
        onClick={() => setConditions([...draft.conditions, newCondition(lookups.fields[0])])}
      >
        <IconPlus size={18} /> Add condition
      </button>
      <SegmentCount object={object} definition={countable} partial={countable.conditions.length < definition.conditions.length} />
      <div className="segment-builder-actions">
        {existing && (
          <button type="button" className="btn btn-ghost segment-delete" onClick={() => void onDelete()}>
            Delete segment
          </button>
        )}
        <Link className="btn btn-secondary" to={backTo(existing?.id ?? null)}>
          Cancel
        </Link>
        <button type="submit" className="btn btn-primary">
          Save segment
        </button>
      </div>
    </form>
  );
}
