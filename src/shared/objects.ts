// The kinds of object the shared capabilities (custom fields, files, tags, activity, segments)
// attach to, by the names the spec's calls use (related_object, object_type).
export const OBJECT_TYPES = ['car', 'asset', 'license', 'product', 'training', 'training_participant', 'employee'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** The object types that have segments (saved list filters). */
export const SEGMENT_OBJECT_TYPES = ['car', 'asset', 'license', 'training_participant', 'employee'] as const;
export type SegmentObjectType = (typeof SEGMENT_OBJECT_TYPES)[number];

/** How an object came in: a form, a bulk flow, or an import (insert_method of assets, products, licences). */
export const INSERT_METHODS = ['manual', 'bulk', 'import'] as const;
export type InsertMethod = (typeof INSERT_METHODS)[number];
