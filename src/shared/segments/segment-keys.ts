// The keys that stand in for a built-in segment's id. A leaf module: every list query's schema
// reads it while the areas load, so it may not import the areas (built-in-segments.ts does).

/** 'active' and 'inactive' are the licences' (software-contracts-push.md section 2: active and inactive licences). */
export const BUILT_IN_SEGMENT_KEYS = ['all', 'archived', 'active', 'inactive'] as const;
export type BuiltInSegmentKey = (typeof BUILT_IN_SEGMENT_KEYS)[number];

export const isBuiltInSegmentId = (id: string): id is BuiltInSegmentKey => (BUILT_IN_SEGMENT_KEYS as readonly string[]).includes(id);
