import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { PersonListItem } from '../../../shared/people/people.schema';
import type { ProductItem } from '../../../shared/software/software.schema';
import type { MirrorRowOf } from '../../../sync/local-db';
import { useMirrorFind } from '../../offline/use-mirror-find';
import { useMirrorTable } from '../../offline/use-mirror-table';
import { useOffline } from '../../offline/offline-context';
import { personLicenseRows, type PersonLicenseRow } from './person-licenses-logic';

export type PersonLicense = PersonLicenseRow<MirrorRowOf<'software_licenses'>>;

/** The company's products by id, from the shared in-memory copy of the products mirror. */
export function useProductsById(): ReadonlyMap<string, ProductItem> | undefined {
  const products = useMirrorTable('software_products');
  return useMemo(() => (products ? new Map(products.map((p) => [p.id, p])) : undefined), [products]);
}

/** A person's licences (the mirror's employee_id index) with their product; undefined while loading. */
export function usePersonLicenses(personId: string): PersonLicense[] | undefined {
  const { db } = useOffline();
  const products = useProductsById();
  const licenses = useLiveQuery(() => db.mirror('software_licenses').where('employee_id').equals(personId).toArray(), [db, personId]);
  return useMemo(() => (licenses && products ? personLicenseRows(licenses, products) : undefined), [licenses, products]);
}

/** The person from the people mirror; undefined while loading, null when not among the viewer's people. */
export function usePerson(personId: string): PersonListItem | null | undefined {
  return useMirrorFind(async (db) => (await db.mirror('employees').get(personId)) ?? null, [personId]);
}
