import { fillPlaceholders, placeholderValues, type PlaceholderSources } from '../../../shared/contracts/contract-placeholders';
import type { ContractItem } from '../../../shared/contracts/contracts.schema';
import type { LocalDb } from '../../../sync/local-db';
import { useMirrorFind } from '../../offline/use-mirror-find';
import { mirrorIdsOf, mirrorSources } from './mirror-sources';

export type ContractRow = ContractItem & { _pending?: 1 };

export interface FoundContract {
  contract: ContractRow;
  /** The contract's person from the people mirror; null for a pool vehicle's policy or a person out of reach. */
  person: { id: string; name: string; avatar: string | null } | null;
  /** The contract filled from this device's mirrors: works offline; what the device cannot fill stays marked. */
  filled: { html: string; unfilled: string[] };
  /** What the policy covers, as the pages name it: a vehicle or assets, with their pages. */
  covers: { label: string; href: string }[];
}

/** The placeholders' values from the mirrors: the same sources the server reads (contract-sources.ts). */
async function deviceSources(db: LocalDb, c: ContractItem, companyName: string): Promise<PlaceholderSources> {
  const ids = mirrorIdsOf(c);
  const employee = ids.employee ? await db.mirror('employees').get(ids.employee) : undefined;
  const manager = employee?.manager_id ? await db.mirror('employees').get(employee.manager_id) : undefined;
  const car = ids.car ? await db.mirror('cars').get(ids.car) : undefined;
  const assets = (await db.mirror('assets').bulkGet([...ids.assets])).filter((a) => a !== undefined);
  return mirrorSources(c, { employee, manager, car, assets }, companyName);
}

async function coversOf(db: LocalDb, c: ContractItem): Promise<FoundContract['covers']> {
  if (c.related_object === 'car') {
    const cars = await db.mirror('cars').bulkGet(c.related_object_ids);
    return c.related_object_ids.map((id, i) => {
      const car = cars[i];
      return { label: car ? [car.brand, car.model, car.plate].filter(Boolean).join(' ') : 'Vehicle', href: `/fleet/${id}` };
    });
  }
  if (c.related_object === 'asset') {
    const assets = await db.mirror('assets').bulkGet(c.related_object_ids);
    return c.related_object_ids.map((id, i) => {
      const a = assets[i];
      return { label: a ? [a.asset_name, a.serial_number].filter(Boolean).join(' ') : 'Asset', href: `/assets/${id}` };
    });
  }
  return [];
}

/** A contract from the mirror, filled in on the device; undefined while loading, null when not there. */
export function useContract(id: string | undefined, companyName: string): FoundContract | null | undefined {
  return useMirrorFind(
    async (db): Promise<FoundContract | null> => {
      const contract = await db.mirror('contracts').get(id ?? '');
      if (!contract) return null;
      const employee = contract.employee_id ? await db.mirror('employees').get(contract.employee_id) : undefined;
      // Once signed, the words everyone signed; before, filled in from this device's mirrors.
      const filled =
        contract.signed_html !== null
          ? { html: contract.signed_html, unfilled: [] }
          : fillPlaceholders(contract.content_html, placeholderValues(await deviceSources(db, contract, companyName)));
      return {
        contract,
        person: employee ? { id: employee.id, name: employee.name, avatar: employee.avatar } : null,
        filled,
        covers: await coversOf(db, contract),
      };
    },
    [id, companyName],
  );
}
