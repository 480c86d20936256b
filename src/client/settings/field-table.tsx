import { Link } from 'react-router-dom';
import { customFieldDelete, customFieldSave } from '../../shared/custom-fields/custom-fields.mutations';
import { CUSTOM_FIELD_TYPE_LABELS, isRequiredField, type CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { countFieldValues, countOf } from '../custom-fields';
import { useOffline } from '../offline/offline-context';
import { useMutate, useMutateMany } from '../offline/use-mutate';
import { useConfirm } from '../ui/confirm-dialog';
import { IconArrowDown, IconArrowUp } from '../ui/icons';
import { useToast } from '../ui/toasts';
import { reorder, saveArgsOf } from './field-draft';
import '../ui/data-table.css';

/** The fields of one type in form order, with the ways to reorder, edit and delete them. */
export function FieldTable({ fields, caption }: { fields: CustomFieldRow[]; caption: string }) {
  const { db } = useOffline();
  const mutate = useMutate();
  const mutateMany = useMutateMany();
  const confirm = useConfirm();
  const toast = useToast();

  const move = async (index: number, delta: -1 | 1) => {
    await mutateMany(async (queue) => {
      for (const f of reorder(fields, index, delta)) await queue(customFieldSave, saveArgsOf(f, { priority: f.priority }));
    });
  };

  const remove = async (f: CustomFieldRow) => {
    const n = await countFieldValues(db, f);
    const ok = await confirm({
      title: `Delete “${f.name}”?`,
      text:
        n > 0
          ? `${countOf(f.object_type, n)} ${n === 1 ? 'has' : 'have'} a value in this field. The values are deleted with it and cannot be brought back.`
          : 'No item has a value in this field yet.',
      confirmLabel: 'Delete field',
      danger: true,
    });
    if (!ok) return;
    await mutate(customFieldDelete, { id: f.id });
    toast.success('deleted', f.name);
  };

  return (
    <div className="dt card">
      <div className="dt-scroll">
        <table className="dt-table cf-fields-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="dt-th">
                Name
              </th>
              <th scope="col" className="dt-th">
                Type
              </th>
              <th scope="col" className="dt-th">
                Employees
              </th>
              <th scope="col" className="dt-th">
                Order
              </th>
              <th scope="col" className="dt-th is-right">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f, i) => (
              <tr key={f.id} className="dt-row">
                <td className="dt-td">
                  <span className="cf-fields-name">
                    {f.name}
                    {isRequiredField(f) && <span className="badge badge-primary">Required</span>}
                    {(f as { _pending?: 1 })._pending ? <span className="badge badge-warning">Waiting to sync</span> : null}
                  </span>
                </td>
                <td className="dt-td">
                  {CUSTOM_FIELD_TYPE_LABELS[f.type]}
                  {f.type === 'select_option' && (
                    <span className="muted cf-fields-count">
                      {' '}
                      · {f.options.length} option{f.options.length === 1 ? '' : 's'}
                    </span>
                  )}
                </td>
                <td className="dt-td">
                  {f.employee_visibility ? <span className="badge badge-warning">Visible</span> : <span className="muted">Hidden</span>}
                </td>
                <td className="dt-td">
                  <span className="cf-fields-order">
                    <button
                      type="button"
                      className="btn btn-ghost btn-icon"
                      aria-label={`Move ${f.name} up`}
                      disabled={i === 0}
                      onClick={() => void move(i, -1)}
                    >
                      <IconArrowUp size={18} />
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-icon"
                      aria-label={`Move ${f.name} down`}
                      disabled={i === fields.length - 1}
                      onClick={() => void move(i, 1)}
                    >
                      <IconArrowDown size={18} />
                    </button>
                  </span>
                </td>
                <td className="dt-td is-right">
                  <span className="cf-fields-actions">
                    <Link className="btn btn-secondary" to={`/settings/customFields/${f.id}`} aria-label={`Edit ${f.name}`}>
                      Edit
                    </Link>
                    <button type="button" className="btn btn-ghost cf-danger" aria-label={`Delete ${f.name}`} onClick={() => void remove(f)}>
                      Delete
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
