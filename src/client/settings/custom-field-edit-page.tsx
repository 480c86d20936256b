import { useState } from 'react';
import { BackLink } from '../ui/back-link';
import { useParams, useSearchParams } from 'react-router-dom';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import { OBJECT_LABELS, settingsHref, useCustomFieldDef, useCustomFieldDefs } from '../custom-fields';
import { CustomFieldForm } from './custom-field-form';
import { draftOf, newDraft } from './field-draft';
import { objectParam } from './object-param';
// The shared page pieces (back link, form grid and actions, error box) live there, as for the fleet pages.
import '../ui/page.css';
import './settings.css';
import { PageError } from '../ui/page-error';

/** /settings/customFields/new?object=car: a field born on this device, with the id it will keep. */
export function NewCustomFieldPage() {
  const [params] = useSearchParams();
  const object = objectParam(params);
  const [id] = useState(uuidv7);
  const fields = useCustomFieldDefs(object);
  if (!fields) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  const priority = fields.reduce((max, f) => Math.max(max, f.priority + 1), 0);
  return (
    <>
      <BackLink to={settingsHref(object)} label="Custom fields" />
      <div className="page-header">
        <div>
          <h1>New custom field</h1>
          <p className="muted">For {OBJECT_LABELS[object].plural.toLowerCase()}</p>
        </div>
      </div>
      <CustomFieldForm key={object} id={id} object={object} field={null} initial={newDraft()} priority={priority} others={fields} />
    </>
  );
}

/** /settings/customFields/{id}. */
export function EditCustomFieldPage() {
  const { id } = useParams();
  const field = useCustomFieldDef(id);
  const fields = useCustomFieldDefs(field?.object_type ?? 'car');
  if (field === undefined || (field && !fields)) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (field === null) {
    return <PageError back={<BackLink to="/settings/customFields" label="Custom fields" />}>{messages.customFields.fieldNotFound}</PageError>;
  }
  return (
    <>
      <BackLink to={settingsHref(field.object_type)} label="Custom fields" />
      <div className="page-header">
        <div>
          <h1>{field.name}</h1>
          <p className="muted">Custom field of {OBJECT_LABELS[field.object_type].plural.toLowerCase()}</p>
        </div>
      </div>
      <CustomFieldForm
        key={field.id}
        id={field.id}
        object={field.object_type}
        field={field}
        initial={draftOf(field)}
        priority={field.priority}
        others={(fields ?? []).filter((f) => f.id !== field.id)}
      />
    </>
  );
}
