// User-facing texts. The spec's own words are kept verbatim; the rest are ours, in one place so the
// server's answers and the client's toasts never drift apart.
export const messages = {
  auth: {
    invalidCredentials: 'The email address or password is not correct.',
    tooManyAttempts: (minutes: number) =>
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    signedOut: 'You are not signed in.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    cannotImpersonate: 'Only support users may act as another user.',
    notImpersonating: 'You are not acting as another user.',
  },
  http: {
    forbidden: 'You do not have the right to do this.',
    notFound: 'Not found.',
    invalidInput: 'Some of the information sent is not valid.',
    serverError: 'Something went wrong on our side. Nothing was changed; please try again.',
  },
  validation: {
    required: 'This field is required.',
    tooLong: (max: number) => `Must be at most ${max} characters.`,
    invalidEmail: 'Enter a valid email address.',
    invalidDate: 'Enter a date as dd/mm/yyyy.',
    invalidId: 'Not a valid id.',
    unknownValue: (allowed: readonly string[]) => `Must be one of: ${allowed.join(', ')}.`,
    selectSomePeople: 'select some people',
    invalidUrl: 'Enter a full web address, starting with http:// or https://.',
  },
  /** The spec's currency input errors (fleet-and-assets.md section 5), for every money input. */
  money: {
    invalidNumber: 'invalid number',
    mustBePositive: 'must be positive',
    tooManyDecimals: 'too many decimals',
  },
  /** The spec's toasts for a form that cannot be saved (fleet-and-assets.md section 8). */
  form: {
    invalidTitle: 'Form invalid',
    customFieldsInvalid: 'custom fields invalid',
  },
  sync: {
    alreadyApplied: 'This change was already sent from this device.',
    outOfOrder: 'This change arrived after a newer one from the same device and was not applied.',
    conflict: (what: string, who: string | null) => `${what} was changed by ${who ?? 'someone else'} in the meantime.`,
    dependsOnFailed: 'An earlier change to the same item could not be saved.',
    signInAgain: 'Sign in again to send your changes. Nothing has been lost.',
    badHeader: (header: string, max: number) => `${header} must be 1 to ${max} visible characters.`,
    badSeq: 'X-Mutation-Seq must be a whole number.',
    seqWithoutClient: 'X-Client-Id and X-Mutation-Seq are sent together.',
    keyOfAnotherUser: 'This Idempotency-Key was already used by another user.',
    unknownBaseField: (field: string) => `${field} cannot be checked for changes.`,
  },
  fleet: {
    fillType: 'please fill vehicle type',
    fillBrand: 'please fill brand',
    fillModel: 'please fill model',
    fillPlate: 'please fill plate',
    plateTooLong: 'plate must be at most 10 characters',
    fillFuel: 'please fill fuel',
    carNotFound: 'This vehicle does not exist or is not one you may see.',
    onlyActiveEditable: 'Only active vehicles can be edited.',
    noPlateForBicycle: 'A bicycle has no plate.',
  },
  people: {
    notFound: 'This person does not exist or is not in your teams.',
    unknownColumn: 'You cannot sort on this column.',
  },
  activity: {
    /** The spec's words (software-contracts-push.md section 5); a note may hold 400 characters. */
    noteTooLong: 'note must be less than 400 characters',
    noteRequired: 'please write a note',
    empty: 'no activity yet',
    objectNotFound: 'This item does not exist or is not one you may see.',
    idTaken: 'This id is already used by another activity item.',
  },
  tags: {
    nameRequired: 'a tag needs a name',
    nameTooLong: 'a tag may be at most 50 characters',
    tooMany: 'an item may have at most 20 tags',
    objectNotFound: 'This item does not exist or is not one you may see.',
  },
  customFields: {
    unknownField: 'This custom field does not exist for this kind of item.',
    /** Spec: the custom-field visibility warning depends on the sensitive-settings right. */
    visibilityWarning: 'Employees will see this field and its value on their own items.',
    visibilityNeedsRight: 'Changing who sees a field needs the sensitive-settings right.',
    fieldNotFound: 'This custom field does not exist.',
    nameTaken: 'A custom field with this name already exists for this kind of item.',
    unknownOption: 'Choose one of the options of this field.',
    optionsRequired: 'A select field needs at least one option.',
    autoNumber: 'This number is given automatically and cannot be changed.',
    typeFixed: 'The type of a field cannot be changed once it exists.',
    tooMany: 'This kind of item has the most custom fields it may have.',
    objectNotFound: 'This item does not exist or is not one you may see.',
    objectTypeFixed: 'A field cannot move to another kind of item.',
    optionTwice: 'Each option needs its own name.',
  },
  /** The segments API; a condition's own messages are in segments/segment-validate.ts. */
  segments: {
    notFound: 'This segment does not exist.',
    badId: 'Not a segment: use all, archived or a segment id.',
    nameTaken: 'A segment with this name already exists for this kind of item.',
    objectTypeFixed: 'A segment cannot be moved to another kind of item.',
  },
  /** Files on objects; the limits and accepted types come from src/shared/documents. */
  documents: {
    /** The spec's empty state (software-contracts-push.md section 8). */
    empty: 'no documents uploaded yet',
    tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
    unsupportedType: (accepted: string) => `This kind of file cannot be uploaded. Accepted: ${accepted}.`,
    contentMismatch: (label: string, accepted: string) => `This file is not a real ${label}: its contents do not match its type. Accepted: ${accepted}.`,
    notUtf8: 'A text or CSV file must be UTF-8 text.',
    emptyFile: 'The file is empty.',
    nameRequired: 'a file needs a name',
    objectNotFound: 'This item does not exist or is not one you may see.',
    notFound: 'This file does not exist or is not one you may see.',
    fileMissing: 'The file is missing on the server.',
    idTaken: 'This id is already used by another file.',
    hiddenOnCars: 'Files on vehicles are not available with light access.',
    storageFull: 'This device has no room left to keep the file until it is sent. Free some space or pick a smaller file; nothing was saved.',
    needsConnection: 'Opening this file needs a connection.',
    waiting: 'Waiting to upload',
  },
} as const;
