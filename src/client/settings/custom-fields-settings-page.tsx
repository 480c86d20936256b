import { LinkTabs } from '../ui/link-tabs';
import { BackLink } from '../ui/back-link';
import { Link, useSearchParams } from 'react-router-dom';
import { BUILT_OBJECT_TYPES } from '../../shared/areas';
import { OBJECT_TYPES, type ObjectType } from '../../shared/objects';
import { OBJECT_LABELS, useCustomFieldDefs } from '../custom-fields';
import { EmptyState } from '../ui/empty-state';
import { IconPlus } from '../ui/icons';
import { FieldTable } from './field-table';
import { objectParam } from './object-param';
// The shared page pieces (back link, form grid and actions, error box) live there, as for the fleet pages.
import '../ui/page.css';
import './settings.css';

// Vehicles and people first, then the rest in the spec's order.
const FIRST_TABS: readonly ObjectType[] = ['car', 'employee'];
const TAB_ORDER = [...FIRST_TABS, ...OBJECT_TYPES.filter((o) => !FIRST_TABS.includes(o))];

/** /settings/customFields?object=car: the fields of each kind of item, one tab per kind. */
export function CustomFieldsSettingsPage() {
  const [params] = useSearchParams();
  const object = objectParam(params);
  const fields = useCustomFieldDefs(object);
  const label = OBJECT_LABELS[object];
  const addHref = `/settings/customFields/new?object=${object}`;

  return (
    <>
      <BackLink to="/settings" label="Settings" />
      <div className="page-header">
        <div>
          <h1>Custom fields</h1>
          <p className="muted">Your own fields on vehicles, people and other items, shown on their pages in this order.</p>
        </div>
        <div className="page-header-actions">
          <Link className="btn btn-primary" to={addHref}>
            <IconPlus size={18} /> Add field
          </Link>
        </div>
      </div>
      <LinkTabs label="Kind of item" current={object} tabs={TAB_ORDER.map((o) => ({ key: o, label: OBJECT_LABELS[o].plural, to: `?object=${o}` }))} />
      {!BUILT_OBJECT_TYPES.includes(object) && (
        <p className="settings-note" role="note">
          Fields defined here are kept for {label.plural.toLowerCase()}; they can be filled in once that part of the product is built.
        </p>
      )}
      {fields === undefined ? (
        <div className="page-loading" aria-busy="true" aria-label="Loading" />
      ) : fields.length === 0 ? (
        <div className="card">
          <EmptyState
            title={`No custom fields for ${label.plural.toLowerCase()} yet`}
            text={`Add a field to keep your own information on every ${label.one}, such as a number, a date or a choice from a list.`}
            action={
              <Link className="btn btn-primary" to={addHref}>
                <IconPlus size={18} /> Add field
              </Link>
            }
          />
        </div>
      ) : (
        <FieldTable fields={fields} caption={`Custom fields of ${label.plural.toLowerCase()}`} />
      )}
    </>
  );
}
