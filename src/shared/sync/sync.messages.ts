export const syncMessages = {
  alreadyApplied: 'This change was already sent from this device.',
  outOfOrder: 'This change arrived after a newer one from the same device and was not applied.',
  conflict: (what: string, who: string | null) => `${what} was changed by ${who ?? 'someone else'} in the meantime.`,
  serverFailed: (status: number) => `The server failed on this change (error ${status}).`,
  stuck: 'The server failed on it several times. It is set aside in the sync panel (retry or discard it); changes that do not depend on it are sent.',
  dependsOnFailed: 'An earlier change to the same item could not be saved.',
  signInAgain: 'Sign in again to send your changes. Nothing has been lost.',
  badHeader: (header: string, max: number) => `${header} must be 1 to ${max} visible characters.`,
  badSeq: 'X-Mutation-Seq must be a whole number.',
  seqWithoutClient: 'X-Client-Id and X-Mutation-Seq are sent together.',
  keyOfAnotherUser: 'This Idempotency-Key was already used by another user.',
  unknownBaseField: (field: string) => `${field} cannot be checked for changes.`,
  /** The hint of a success toast while offline: the change waits in the outbox. */
  savedOnDevice: 'Saved on this device; it will be sent when you are back online.',
} as const;
