import { useMemo } from 'react';
import { useMirrorTable } from './use-mirror-table';

export interface TeamRef {
  id: string;
  name: string;
}

/** The company's teams this user may see, by name, from the mirror; undefined until the first download ends. */
export function useTeams(): TeamRef[] | undefined {
  const teams = useMirrorTable('teams');
  return useMemo(() => teams?.map((t) => ({ id: t.id, name: t.name })).sort((a, b) => a.name.localeCompare(b.name)), [teams]);
}
