import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CarListItem } from '../../../shared/fleet/fleet.schema';
import { useMirrorTable } from '../../offline/use-mirror-table';
import { usePersonOptions } from '../../offline/use-person-options';
import type { PersonOption } from '../../ui/person-picker';

/** What the forms look things up in: the people the user may see and the company's vehicles. */
export interface CarFormData {
  people: readonly PersonOption[];
  cars: readonly CarListItem[];
}

const EMPTY: CarFormData = { people: [], cars: [] };
const CarFormDataContext = createContext<CarFormData>(EMPTY);

export const useCarFormData = () => useContext(CarFormDataContext);

/** Tests and stories give the data directly; the pages use MirrorCarFormData. */
export function CarFormDataProvider({ value, children }: { value: CarFormData; children: ReactNode }) {
  return <CarFormDataContext.Provider value={value}>{children}</CarFormDataContext.Provider>;
}

/**
 * The data from the offline mirror, shared with the lists through useMirrorTable (one in-memory
 * copy per table). The mirror already holds only the people this user may see (role-shaped sync).
 */
export function MirrorCarFormData({ children }: { children: ReactNode }) {
  const people = usePersonOptions();
  const cars = useMirrorTable('cars');
  const value = useMemo<CarFormData>(() => ({ people: people ?? [], cars: cars ?? [] }), [people, cars]);
  return <CarFormDataProvider value={value}>{children}</CarFormDataProvider>;
}
