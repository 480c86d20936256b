// Messages every area uses: HTTP answers, field validation, money inputs and forms, plus the
// texts several areas share. Each area keeps its own in <area>/<area>.messages.ts.

/** A person the writer may not pick: unknown, of another company, or outside a team-only manager's teams. */
export const personNotInTeams = 'This person does not exist or is not in your teams.';

/** The spec's toasts for vehicles and assets alike (fleet-and-assets.md sections 5 and 8). */
export const objectToasts = {
  /** The title of a refused form: 'Invalid' with 'please fill all forms' or 'please select asset'. */
  invalid: 'Invalid',
  saved: 'saved',
  archived: 'archive success',
};

/** The list export of /fleet and /assets alike (GET /api/cars/list/excel, /api/assets/list/excel). */
export const listExport = {
  exportNeedsConnection: 'Export to Excel needs a connection.',
  exportFailed: 'The export could not be made.',
  /** The file took longer or more memory than a worker thread may give it (server/excel/list-workbook.ts). */
  tooLarge: 'This list is too large to export at once. Narrow it with a search or a segment, then export again.',
  exported: (fileName: string) => `${fileName} is downloaded.`,
  /** The export takes the segment, search and order of the list; tags are a filter of the device only. */
  exportWithoutTag: 'Exports without the tag filter.',
};

export const httpMessages = {
  forbidden: 'You do not have the right to do this.',
  crossSite: 'This change was sent from another site and was refused.',
  notFound: 'Not found.',
  invalidInput: 'Some of the information sent is not valid.',
  serverError: 'Something went wrong on our side. Nothing was changed; please try again.',
  tooDeep: (max: number) => `The request nests its values more than ${max} levels deep.`,
  tooBusyToRead: 'The server is too busy to read this request now. Nothing was changed; try again in a moment.',
  emptyJson: "Body cannot be empty when content-type is set to 'application/json'",
  badUrl: 'This address is not valid: it holds characters that cannot be read.',
  paramTooLong: 'This address names something by an id far longer than any id.',
} as const;

export const validationMessages = {
  required: 'This field is required.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  invalidEmail: 'Enter a valid email address.',
  /** A date typed in a form, which shows and takes dd/mm/yyyy. */
  invalidDate: 'Enter a date as dd/mm/yyyy.',
  /** A date sent to the API, which takes ISO days only (input-schemas.ts). */
  isoDate: 'Send a date as yyyy-mm-dd: a real day of a year from 0001 to 9999.',
  invalidId: 'Not a valid id.',
  unknownValue: (allowed: readonly string[]) => `Must be one of: ${allowed.join(', ')}.`,
  selectSomePeople: 'select some people',
  invalidUrl: 'Enter a full web address, starting with http:// or https://.',
} as const;

/** The spec's currency input errors (fleet-and-assets.md section 5), for every money input. */
export const moneyMessages = {
  invalidNumber: 'invalid number',
  mustBePositive: 'must be positive',
  tooManyDecimals: 'too many decimals',
  tooLarge: 'too large',
} as const;

/** The spec's toasts for a form that cannot be saved (fleet-and-assets.md section 8). */
export const formMessages = {
  invalidTitle: 'Form invalid',
  customFieldsInvalid: 'custom fields invalid',
} as const;
