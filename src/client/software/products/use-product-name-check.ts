import { useMemo } from 'react';
import { productNamed } from '../../../shared/software/software-rules';
import { softwareMessages } from '../../../shared/software/software.messages';
import { useMirrorTable } from '../../offline/use-mirror-table';

/**
 * 'A product named … already exists' when another product of the company (on this device) has
 * that name; `ownId` is the product being edited, which may keep its own name. The server refuses
 * a taken name too; this says it before the user goes on.
 */
export function useProductNameTaken(name: string, ownId: string | null): string | undefined {
  const products = useMirrorTable('software_products');
  const others = useMemo(() => products?.filter((p) => p.id !== ownId) ?? [], [products, ownId]);
  const taken = name.trim() ? productNamed(others, name) : undefined;
  return taken ? softwareMessages.productExists(taken.name) : undefined;
}
