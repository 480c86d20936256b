// User-facing texts. The spec's own words are kept verbatim; the rest are ours, in one place so the
// server's answers and the client's toasts never drift apart.

/** A person the writer may not pick: unknown, of another company, or outside a team-only manager's teams. */
const personNotInTeams = 'This person does not exist or is not in your teams.';

/** The spec's toasts for vehicles and assets alike (fleet-and-assets.md sections 5 and 8). */
const objectToasts = {
  /** The title of a refused form: 'Invalid' with 'please fill all forms' or 'please select asset'. */
  invalid: 'Invalid',
  saved: 'saved',
  archived: 'archive success',
};

/** The list export of /fleet and /assets alike (GET /api/cars/list/excel, /api/assets/list/excel). */
const listExport = {
  exportNeedsConnection: 'Export to Excel needs a connection.',
  exportFailed: 'The export could not be made.',
  exported: (fileName: string) => `${fileName} is downloaded.`,
  /** The export takes the segment, search and order of the list; tags are a filter of the device only. */
  exportWithoutTag: 'Exports without the tag filter.',
};

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
    /** The hint of a success toast while offline: the change waits in the outbox. */
    savedOnDevice: 'Saved on this device; it will be sent when you are back online.',
  },
  fleet: {
    /** Toast titles of the add-vehicle wizard (spec section 8): step 1, the payroll step, the cost step. */
    missingData: 'missing data',
    ...objectToasts,
    fillType: 'please fill vehicle type',
    fillBrand: 'please fill brand',
    fillModel: 'please fill model',
    fillPlate: 'please fill plate',
    plateTooLong: 'plate must be at most 10 characters',
    fillFuel: 'please fill fuel',
    fillPoolVehicle: 'please choose whether this is a pool vehicle',
    fillUsageType: 'please fill usage type',
    fillFirstRegistration: 'please fill first registration date',
    fillUtilityVehicle: 'please choose whether this is a utility vehicle',
    fillCommissioning: 'please fill commissioning date',
    fillOrderDate: 'please fill order date',
    catalogueValuePositive: 'catalogue value must be greater than 0',
    co2WholeNumber: 'CO2 must be a positive whole number',
    co2TooHigh: 'CO2 must be at most 500 g/km',
    wholeNumber: 'must be a positive whole number',
    fillAllForms: 'please fill all forms',
    fillEndDate: 'please fill end date',
    fillStartDateNew: 'please fill the start date for the new person',
    fillEndDatePrevious: 'please fill the end date for the previous person',
    plateExists: 'A vehicle with this plate already exists.',
    brandModelLocked: 'Brand and model cannot be changed once the vehicle is over a day old.',
    /** The hint on payroll-locked fields (spec section 4: the user is told to message payroll). */
    payrollLocked: 'Already processed by payroll: message payroll to change it.',
    carNotFound: 'This vehicle does not exist or is not one you may see.',
    onlyActiveEditable: 'Only active vehicles can be edited.',
    onlyActiveArchivable: 'Only active vehicles can be archived.',
    notArchived: 'This vehicle is not archived.',
    onlyArchivedDeletable: 'Only archived vehicles can be deleted permanently.',
    noPlateForBicycle: 'A bicycle has no plate.',
    personNotFound: personNotInTeams,
    idTaken: 'This id is already used by another vehicle.',
    unarchived: 'vehicle unarchived',
    deletedPermanently: 'vehicle deleted permanently',
    ...listExport,
    /** The detail page and the archive, unarchive and permanent-delete confirmations. */
    payrollProcessedNote: 'Payroll has already processed this vehicle: its payroll fields can no longer be changed here. Message payroll to change them.',
    archiveExplained: 'The vehicle moves to the archived vehicles. Its files, custom fields and activity are kept, and it can be unarchived later.',
    endDateHint: 'The last day the vehicle is in use.',
    unarchiveExplained: 'The vehicle shows among the active vehicles again and can be edited and assigned.',
    deletePermanentlyExplained: 'The vehicle, its files, custom field values, tags and activity are removed for good. This cannot be undone.',
    deletePermanentlyConfirm: 'I understand this vehicle and its files are deleted for good',
  },
  assets: {
    ...objectToasts,
    selectAsset: 'please select asset',
    fillAllForms: 'fill all forms',
    /** Spec section 8: a bulk item the server refused; the bulk goes on with the next person. */
    couldNotCreate: 'Could not create asset',
    assigned: 'asset assigned',
    created: (n: number) => `${n} assets created`,
    unarchived: 'asset unarchived',
    fillTypeName: 'please fill the asset type name',
    typeExists: 'An asset type with this name already exists.',
    typeAdded: 'asset type added',
    typeNotFound: 'This asset type does not exist.',
    assetNotFound: 'This asset does not exist or is not one you may see.',
    personNotFound: personNotInTeams,
    personLeft: (name: string) => `${name} has left the company and cannot be given an asset.`,
    onlyActiveEditable: 'Only active assets can be edited.',
    onlyActiveArchivable: 'Only active assets can be archived.',
    notArchived: 'This asset is not archived.',
    idTaken: 'This id is already used by another asset.',
    ...listExport,
    archiveExplained: 'The asset moves to the archived assets. Its files, custom fields and activity are kept, and an administrator can unarchive it later.',
    unarchiveExplained: 'The asset shows among the active assets again and can be edited and reassigned.',
    unarchiveAdminsOnly: 'Only administrators can unarchive an asset.',
    bulkQueuedOffline: (n: number) => `You are offline: ${n} assets are queued on this device. They are created one by one when the connection returns.`,
    /** Spec section 8: a bulk item the server refused, beside the server's message on the progress screen. */
    unableToAddPerson: 'unable to add person',
  },
  /** trainings.md sections 5 and 8; the spec's words where it gives them, ours otherwise. */
  trainings: {
    formInvalid: 'Form invalid',
    fillAllForms: 'please fill all forms',
    nameRequired: 'please fill the name',
    costRequired: 'please fill the cost',
    programNameRequired: 'please fill the program name',
    programRequired: 'please choose a program',
    selectTeam: 'please select at least one team',
    startDateRequired: 'please fill the start date',
    endDateRequired: 'please fill the end date',
    startAfterEnd: 'the start date cannot be after the end date',
    amountRequired: 'please fill the training amount',
    /** Spec section 5: the days amount error. */
    daysAmountError: (max: number) => `days amount error: use half days, more than 0 and at most ${max} (the days from start to end date)`,
    /** Spec section 5: the training hours amount error (600 minutes per day of the span). */
    hoursAmountError: (maxHours: number) => `training hours amount error: more than 0 and at most ${maxHours} hours (10 hours per day from start to end date)`,
    saved: 'saved',
    created: 'training created',
    /** The FLA amount's hint under the field (ours): the most the span allows. */
    amountMaxDays: (days: number) => `at most ${days} ${days === 1 ? 'day' : 'days'}`,
    amountMaxTime: (hhmm: string) => `at most ${hhmm}`,
    amountNeedsDates: 'the maximum follows from the start and end date',
    /** A session of an existing program copies the rest from the program's first session (ours). */
    sessionCopies: (program: string) => `Cost, supplier, visibility and the FLA details are copied from the first session of ${program}.`,
    noPrograms: 'There are no programs yet: create a course with sessions first.',
    cannotAddProgram: 'A program cannot be added to another program.',
    /** Spec section 8: after a delete. */
    deleted: 'successfully deleted course',
    sessionDeleted: 'successfully deleted session',
    removedFromProgram: 'removed from program',
    /** The participant page's remove (ours). */
    participantRemoved: (name: string) => `${name} removed from the training`,
    addedToProgram: 'added to program',
    statusesUpdated: 'participant status updated',
    resultsUpdated: 'participant result updated',
    statusUpdatedBulk: (n: number) => `participant status updated for ${n} ${n === 1 ? 'person' : 'people'}`,
    resultUpdatedBulk: (n: number) => `participant result updated for ${n} ${n === 1 ? 'person' : 'people'}`,
    /** Spec section 8: the bulk pages' failures; each bulk goes on with the next person. */
    unableToRemove: 'Unable to remove person',
    unableToAdd: 'unable to add person',
    couldNotChangeStatus: 'Unable to change status',
    couldNotChangeResult: 'Unable to change result',
    errorTitle: 'Error',
    deleteCourseFailed: 'The course could not be deleted.',
    deleteSessionFailed: 'The session could not be deleted.',
    removeFailed: 'The session could not be removed from its program.',
    selectStatus: 'please choose a new status',
    selectResult: 'please choose a new result',
    selectOnePerson: 'select at least one person',
    mixed: 'mixed',
    showMore: 'show more',
    showLess: 'show less',
    sortingNotPossible: 'Sorting not possible',
    /** Spec section 8: empty states. */
    noTrainings: 'no trainings created yet',
    noMoreTrainings: 'no more trainings',
    noParticipantsOnSession: 'no training participants created yet on this session',
    noParticipants: 'no participants yet',
    /** A person's trainings page with none (ours, after noParticipants). */
    noPersonTrainings: 'no trainings yet',
    trainingNotFound: 'This training does not exist or is not one you may see.',
    programNotFound: 'This program does not exist.',
    notAProgram: 'Only a program can hold sessions.',
    programHasNoParticipants: 'People are added to a session or a training, not to a program.',
    alreadyInProgram: 'This training is already part of a program: remove it from that program first.',
    notInProgram: 'This training is not part of a program.',
    programHasSessions: 'This program already has its first session: add a session instead.',
    teamNotFound: 'Choose teams of your company.',
    programNotInProgram: 'A program cannot be part of another program.',
    participantNotFound: 'This participant does not exist or is not one you may see.',
    alreadyParticipant: (name: string) => `${name} already takes part in this training.`,
    personNotFound: personNotInTeams,
    personLeft: (name: string) => `${name} has left the company and cannot be added to a training.`,
    idTaken: 'This id is already used by another training.',
    participantIdTaken: 'This id is already used by another participant.',
    flaOff: 'FLA fields need the trainings FLA feature.',
    deleteExplained: 'The training, its participants with their status and result, their files and custom fields are deleted. This cannot be undone.',
    deleteProgramExplained: (sessions: number) =>
      `The program and its ${sessions} ${sessions === 1 ? 'session' : 'sessions'}, with their participants, files and custom fields, are deleted. This cannot be undone.`,
    /** The attendance screen's offline banner. */
    attendanceOffline: (n: number) =>
      n === 0
        ? 'You are offline. Marks you make are saved on this tablet and sent when the connection returns.'
        : `You are offline. ${n} ${n === 1 ? 'mark is' : 'marks are'} saved on this tablet and will be sent when the connection returns.`,
    attendanceWaiting: (n: number) => `${n} ${n === 1 ? 'mark' : 'marks'} waiting to be sent`,
    /** The bulk pages (ours where the spec is silent). */
    peopleAdded: (n: number) => `${n} ${n === 1 ? 'person' : 'people'} added`,
    peopleRemoved: (n: number) => `${n} ${n === 1 ? 'person' : 'people'} removed`,
    removePeople: (n: number) => `Remove ${n} ${n === 1 ? 'person' : 'people'}`,
    alreadyIn: 'Already a participant',
    alreadyInCount: (n: number) => `${n} already in`,
    bulkQueuedOffline: (n: number) => `You are offline: ${n} ${n === 1 ? 'change is' : 'changes are'} queued on this device. They are sent one by one when the connection returns.`,
    bulkOfflineNote: 'No connection: the changes are queued on this device and sent one by one when it returns.',
    bulkLeaveRunning: 'Changes are still being sent. They stay queued on this device and go on being sent; leave this page?',
    bulkNothingToChange: 'Everyone picked already has this value: nothing to change.',
    /** The attendance screen (ours): counts, filter, one-tap 'mark all' and its empty states. */
    attendanceTitle: 'Take attendance',
    attendanceFollowed: (followed: number, total: number) => `${followed} of ${total} followed`,
    attendanceUnmarked: (n: number) => `${n} not yet marked`,
    attendanceNotYetMarked: 'Not yet marked',
    attendanceMarkAll: (n: number) => `Mark ${n} remaining as followed`,
    attendanceMarkAllTitle: (n: number) => `Mark ${n} ${n === 1 ? 'person' : 'people'} as followed?`,
    attendanceMarkAllText: 'Everyone not yet marked (status still reserved) gets the status followed. Each mark is saved on this device at once and sent one by one.',
    attendanceNoMatch: 'Nobody matches this search.',
    attendanceAllMarked: 'Everyone is marked.',
    attendanceNotForProgram: 'Attendance is taken on a session or a training, not on a program.',
  },
  people: {
    notFound: personNotInTeams,
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
