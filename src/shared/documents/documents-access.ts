import { OBJECT_TYPES, type ObjectType } from '../objects';
import { can } from '../policy/policy';
import type { Viewer } from '../policy/viewer';

// Who may see and change the files of which objects. The rights are policy actions
// (documents.view, documents.edit); on top, fleet-and-assets.md section 6: files on cars are hidden
// for group_access 'light'. The server enforces these, the pull filters by them and the app hides
// the files section with the same functions. Seeing the object itself is checked on its own.

/** Whether files on this kind of object are out of this viewer's reach whatever their rights. */
export const documentsHiddenOn = (v: Viewer, object: ObjectType): boolean => v.group_access === 'light' && object === 'car';

export const canViewDocumentsOn = (v: Viewer, object: ObjectType): boolean => can(v, 'documents.view') && !documentsHiddenOn(v, object);

export const canEditDocumentsOn = (v: Viewer, object: ObjectType): boolean => can(v, 'documents.edit') && !documentsHiddenOn(v, object);

/** The object types whose files this viewer may list (the pull's filter). */
export const documentObjectTypesFor = (v: Viewer): ObjectType[] => OBJECT_TYPES.filter((t) => canViewDocumentsOn(v, t));
