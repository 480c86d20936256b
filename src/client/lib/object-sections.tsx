import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { ObjectSectionProps, ObjectSections as Sections } from './client-area';

// The cards other areas add to an object's detail page (a vehicle's or an asset's policy): the shell
// provides them from the area list, so the fleet and assets pages show a policy without reading the
// contracts area's code.
const ObjectSectionsContext = createContext<Sections>({});

export function ObjectSectionsProvider({ sections, children }: { sections: Sections; children: ReactNode }) {
  return <ObjectSectionsContext value={sections}>{children}</ObjectSectionsContext>;
}

/** Every card the areas add to this object type's page, in the areas' order. */
export function ObjectSections(props: ObjectSectionProps) {
  const sections: readonly ComponentType<ObjectSectionProps>[] = useContext(ObjectSectionsContext)[props.object] ?? [];
  return (
    <Suspense fallback={null}>
      {sections.map((Section, i) => (
        <Section key={i} {...props} />
      ))}
    </Suspense>
  );
}
