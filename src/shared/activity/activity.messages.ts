export const activityMessages = {
  /** The spec's words (software-contracts-push.md section 5); a note may hold 400 characters. */
  noteTooLong: 'note must be less than 400 characters',
  noteRequired: 'please write a note',
  empty: 'no activity yet',
  objectNotFound: 'This item does not exist or is not one you may see.',
  idTaken: 'This id is already used by another activity item.',
} as const;
