import { useMemo } from 'react';
import { activeLicenseOf } from '../../../shared/software/software-rules';
import { usePickerPeople, type PickerPeople } from '../../offline/use-picker-people';
import { useProductLicenses } from '../use-product';

/** Said beside someone who cannot get another licence of the product. */
export const HAS_LICENSE = 'Has a licence';
export const hasLicenseCount = (n: number) => `${n} ${n === 1 ? 'has' : 'have'} a licence`;

/**
 * Who may get a licence of a product: the picker's teams and people from the mirror, with those
 * already holding an active licence of it shown but not pickable (a person holds at most one).
 * Undefined until the mirrors are read.
 */
export function useLicensePeople(productId: string | null): (PickerPeople & { avatars: ReadonlyMap<string, string | null> }) | undefined {
  const all = usePickerPeople();
  const licenses = useProductLicenses(productId ?? undefined);
  return useMemo(() => {
    if (!all || (productId && !licenses)) return undefined;
    const held = licenses ?? [];
    return {
      teams: all.teams,
      people: all.people.map((p) => (productId && activeLicenseOf(held, productId, p.id) ? { ...p, unavailable: HAS_LICENSE } : p)),
      avatars: new Map(all.people.map((p) => [p.id, p.avatar])),
    };
  }, [all, licenses, productId]);
}
