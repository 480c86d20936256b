/** The segments API; a condition's own messages are in segments/segment-validate.ts. */
export const segmentsMessages = {
  notFound: 'This segment does not exist.',
  badId: 'Not a segment: use all, archived or a segment id.',
  nameTaken: 'A segment with this name already exists for this kind of item.',
  objectTypeFixed: 'A segment cannot be moved to another kind of item.',
} as const;
