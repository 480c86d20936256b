import { PRODUCT_AVATARS_SHOWN } from '../../../shared/software/software.schema';
import { formatDate } from '../../../shared/format';
import { LICENSE_COLUMN_LABELS } from '../../../shared/software/software.schema';
import { Avatar } from '../../ui/avatar';
import type { DataTableColumn } from '../../ui/data-table-types';
import { AvatarStack } from '../../ui/avatar-stack';
import { PendingBadge } from '../../ui/pending-badge';
import { ProductLogo } from '../product-logo';
import type { LicenseListRow, ProductListRow } from './software-rows';

// The columns of /software: a product with its holders (grouped view), or a licence (licence segments).

const dash = <span className="muted">—</span>;
const day = (iso: string | null) => (iso ? formatDate(iso) : dash);

export const PRODUCT_COLUMNS: DataTableColumn<ProductListRow>[] = [
  {
    id: 'product',
    header: 'Product',
    sortable: true,
    cell: (r) => (
      <span className="software-product-cell">
        <ProductLogo name={r.product.name} logo={r.product.logo} />
        <span className="software-product-text">
          <span className="software-product-name">
            {r.product.name} <PendingBadge row={r.product} />
          </span>
          {r.domain ? <span className="muted software-product-domain">{r.domain}</span> : null}
        </span>
      </span>
    ),
  },
  { id: 'people', header: 'People', cell: (r) => <AvatarStack people={r.holders} shown={PRODUCT_AVATARS_SHOWN} /> },
  { id: 'licenses', header: 'Active licences', sortable: true, align: 'right', cell: (r) => r.holders.length },
];

export const personColumn: DataTableColumn<LicenseListRow> = {
  id: 'person',
  header: LICENSE_COLUMN_LABELS.person,
  sortable: true,
  cell: (r) => (
    <span className="person-cell">
      <Avatar name={r.holder.name} src={r.holder.avatar} size="sm" decorative />
      <span>
        {r.holder.name} <PendingBadge row={r.license} />
      </span>
    </span>
  ),
};

const productColumn: DataTableColumn<LicenseListRow> = {
  id: 'product',
  header: LICENSE_COLUMN_LABELS.product,
  sortable: true,
  cell: (r) =>
    r.product ? (
      <span className="software-product-cell">
        <ProductLogo name={r.product.name} logo={r.product.logo} size="sm" />
        <span>{r.product.name}</span>
        {r.product.deleted === 1 ? <span className="badge badge-danger">Deleted</span> : null}
      </span>
    ) : (
      dash
    ),
};

export const enabledColumn: DataTableColumn<LicenseListRow> = {
  id: 'date_enabled',
  header: LICENSE_COLUMN_LABELS.date_enabled,
  sortable: true,
  cell: (r) => day(r.license.date_enabled),
};

export const deactivatedColumn: DataTableColumn<LicenseListRow> = {
  id: 'date_deactivated',
  header: LICENSE_COLUMN_LABELS.date_deactivated,
  sortable: true,
  cell: (r) => (r.license.active === 1 ? <span className="badge badge-success">Active</span> : day(r.license.date_deactivated)),
};

/** The active licences need no 'deactivated on' column: it would be empty on every row. */
export const licenseColumns = (activeOnly: boolean): DataTableColumn<LicenseListRow>[] =>
  activeOnly ? [personColumn, productColumn, enabledColumn] : [personColumn, productColumn, enabledColumn, deactivatedColumn];
