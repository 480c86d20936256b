export const syncMessages = {
  alreadyApplied: 'This change was already sent from this device.',
  /** A write whose address names one object and whose body another. */
  pathDiffersFromBody: (name: string) => `${name} differs from the one in the address.`,
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
  keyReused: 'This Idempotency-Key was already used for another request (another route or body): send a new key with each new request.',
  unknownBaseField: (field: string) => `${field} cannot be checked for changes.`,
  /** Why the device is not online, as the banner, header and sync panel say it. */
  offlineBanner: (waiting: number) =>
    `You are offline. You can keep working: ${waiting ? `${waiting} change${waiting > 1 ? 's' : ''} will be sent` : 'changes will be sent'} when the connection returns.`,
  noServerBanner: (waiting: number) =>
    `The server cannot be reached. You can keep working: ${waiting ? `${waiting} change${waiting > 1 ? 's' : ''} will be sent` : 'changes will be sent'} as soon as it answers again.`,
  /** Offline before the first download ended: the lists stay empty until it can go on. */
  firstDownloadOfflineBanner:
    'You are offline, and this device has not finished downloading your company’s data. It will appear here once the connection returns.',
  firstDownloadNoServerBanner:
    'The server cannot be reached, and this device has not finished downloading your company’s data. It will appear here as soon as the server answers again.',
  stuckIntro:
    'The server failed on these changes several times. Changes that depend on one wait behind it; all others are sent. Retry once the problem is fixed, or discard.',
  allSentShort: 'All your changes are on the server.',
  waitsForConnection: 'Waits for the connection.',
  waitsForServer: 'Waits for the server to answer.',
  waitsForStuck: (label: string) => `Waits for the stuck change “${label}”: it depends on it.`,
  /** The hint of a success toast while offline: the change waits in the outbox. */
  savedOnDevice: 'Saved on this device; it will be sent when you are back online.',
} as const;
