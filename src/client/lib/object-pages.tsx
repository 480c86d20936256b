import { createContext, useContext, type ReactNode } from 'react';
import type { ObjectType } from '../../shared/objects';
import type { SyncTable } from '../../shared/sync/protocol';

// Where the objects of each type live, on the device and in the app, for the pages about any
// object (its files): each area says it for its own types and the shell provides them all, so the
// files pages know a new area's objects without a list of their own.

type Row = Record<string, unknown>;

/** An area's custom-field edit target (custom-fields/edit-targets.ts) is one, with the name the files pages show. */
export interface ObjectPage {
  /** The mirrored table holding the objects. */
  table: SyncTable;
  /** The object's page; the row is there for pages whose path needs more than the id. */
  detailHref(id: string, row?: Row): string;
  /** The object's name as the files pages show it. */
  label(row: Row): string;
}

export type ObjectPages = Partial<Record<ObjectType, ObjectPage>>;

const ObjectPagesContext = createContext<ObjectPages>({});

export function ObjectPagesProvider({ pages, children }: { pages: ObjectPages; children: ReactNode }) {
  return <ObjectPagesContext value={pages}>{children}</ObjectPagesContext>;
}

export const useObjectPages = () => useContext(ObjectPagesContext);
