import { Link, Navigate, useParams } from 'react-router-dom';
import { BackLink } from '../ui/back-link';
import { customFieldValuesSet } from '../../shared/custom-fields/custom-fields.mutations';
import { useMutate } from '../offline/use-mutate';
import { useCan } from '../lib/use-can';
import { EmptyState } from '../ui/empty-state';
import { CustomFieldsForm } from './custom-fields-form';
import type { ObjectType } from '../../shared/objects';
import type { SyncTable } from '../../shared/sync/protocol';
import { useEditTarget, type EditTarget } from './edit-targets';
import { OBJECT_LABELS, settingsHref } from './object-labels';
import { useCustomFieldDefs, useObjectCustomValues } from './use-custom-fields';
// The shared page pieces (back link, form grid and actions, error box) live there, as for the fleet pages.
import '../ui/page.css';
import './custom-fields.css';

/** /fleet/{id}/edit/customFields, /people/{id}/edit/customFields: saved on the device, sent by the outbox. */
export function CustomFieldsEditPage<T extends SyncTable>({
  object,
  target: of,
  idParam = 'id',
}: {
  object: ObjectType;
  target: EditTarget<T>;
  idParam?: string;
}) {
  const id = useParams()[idParam] ?? '';
  const can = useCan();
  const mutate = useMutate();
  const target = useEditTarget(of, id);
  const fields = useCustomFieldDefs(object);
  const row = useObjectCustomValues(id);
  const detailHref = target ? target.detailHref : of.detailHref(id);

  if (target === undefined || fields === undefined || row === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (target === null || !can('customFields.edit') || !of.editable(target.row, can)) return <Navigate to={detailHref} replace />;

  const save = async (values: Record<string, string | null>) => {
    await mutate(customFieldValuesSet, { object_type: object, object_id: id, values });
  };
  const label = OBJECT_LABELS[object];
  return (
    <>
      <BackLink to={detailHref} label={target.title} />
      <div className="page-header">
        <div>
          <h1>Edit custom fields</h1>
          <p className="muted">{target.title}</p>
        </div>
      </div>
      {fields.length === 0 ? (
        <div className="card">
          <EmptyState
            title={`No custom fields for ${label.plural.toLowerCase()} yet`}
            text="There is nothing to fill in here until a custom field is defined."
            action={
              can('customFields.define') ? (
                <Link className="btn btn-primary" to={settingsHref(object)}>
                  Set up custom fields
                </Link>
              ) : undefined
            }
          />
        </div>
      ) : (
        // Keyed by object: another object's page starts a fresh form.
        <CustomFieldsForm key={id} fields={fields} row={row} backHref={detailHref} onSave={save} />
      )}
    </>
  );
}
