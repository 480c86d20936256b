import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { PersonSectionProps } from './client-area';

// The cards other areas add to the person page: the shell provides them from the area list, so
// the people area shows vehicles, assets and trainings without reading those tables itself.
const PersonSectionsContext = createContext<readonly ComponentType<PersonSectionProps>[]>([]);

export function PersonSectionsProvider({ sections, children }: { sections: readonly ComponentType<PersonSectionProps>[]; children: ReactNode }) {
  return <PersonSectionsContext value={sections}>{children}</PersonSectionsContext>;
}

export const usePersonSections = () => useContext(PersonSectionsContext);
