import { useId } from 'react';
import { Link } from 'react-router-dom';
import { isRequiredField } from '../../shared/custom-fields/custom-fields.schema';
import type { ObjectType } from '../../shared/objects';
import { useCan } from '../lib/use-can';
import { EmptyState } from '../ui/empty-state';
import { CustomValue } from './custom-value';
import { OBJECT_LABELS, settingsHref } from './object-labels';
import { storedValue } from './stored-value';
import { useCustomFieldDefs, useObjectCustomValues } from './use-custom-fields';
import './custom-fields.css';

export interface CustomFieldsSectionProps {
  object: ObjectType;
  id: string;
  /** The object's custom-field edit page, e.g. /fleet/{id}/edit/customFields. */
  editHref: string;
  /** Whether this object may be edited at all (e.g. an active car and fleet.edit); the custom-field right is checked here. */
  canEdit: boolean;
}

/** An object's custom fields as a two-column table; hidden from light-access users (spec). */
export function CustomFieldsSection({ object, id, editHref, canEdit }: CustomFieldsSectionProps) {
  const can = useCan();
  const titleId = useId();
  const fields = useCustomFieldDefs(object);
  const values = useObjectCustomValues(id);
  if (!can('customFields.view')) return null;

  const editable = canEdit && can('customFields.edit') && (fields?.length ?? 0) > 0;
  const label = OBJECT_LABELS[object];
  let body;
  if (fields === undefined || values === undefined) {
    body = <div className="cf-loading" aria-busy="true" aria-label="Loading custom fields" />;
  } else if (fields.length === 0) {
    body = (
      <EmptyState
        image={null}
        title={`No custom fields for ${label.plural.toLowerCase()} yet`}
        text={`Custom fields add your company's own information to every ${label.one}.`}
        action={
          can('customFields.define') ? (
            <Link className="btn btn-secondary" to={settingsHref(object)}>
              Set up custom fields
            </Link>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <table className="cf-table">
        <caption className="visually-hidden">Custom fields</caption>
        <tbody>
          {fields.map((f) => (
            <tr key={f.id}>
              <th scope="row">
                {f.name}
                {isRequiredField(f) && (
                  <span className="field-required" title="Required">
                    *<span className="visually-hidden"> (required)</span>
                  </span>
                )}
              </th>
              <td>
                <CustomValue field={f} value={storedValue(values, f.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="card card-body cf-section" aria-labelledby={titleId}>
      <div className="cf-section-header">
        <h2 id={titleId}>Custom fields</h2>
        {(values as { _pending?: 1 } | null | undefined)?._pending ? (
          <span className="badge badge-warning" title="Saved on this device, waiting to be sent">
            Waiting to sync
          </span>
        ) : null}
        {editable && (
          <Link className="btn btn-secondary cf-section-edit" to={editHref}>
            Edit custom fields
          </Link>
        )}
      </div>
      {body}
    </section>
  );
}
