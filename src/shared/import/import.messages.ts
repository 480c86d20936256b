/** The import's texts (/import/{kind} and /import/history). */
export const importMessages = {
  notAllowed: 'You may not import these objects.',
  notFound: 'This import does not exist.',
  alreadyStarted: 'This import was already sent.',
  invalidRows: (count: number) => `${count} ${count === 1 ? 'row has' : 'rows have'} errors: nothing was imported.`,
  cannotUndo: 'Only a finished import can be undone.',
  unreadableFile: 'This file cannot be read: save it as .xlsx or .csv and try again.',
  fileTooLarge: 'This file is too large to import.',
  tooManyRows: (max: number) => `This file has more than ${max} rows: split it and import each part.`,
  noRows: 'This file has no rows under its header.',
  /** A row of the API's batch that is not an object of column names and cell texts. */
  rowNotObject: 'Each row must be an object of column names and their cells.',
  cellNotText: 'A cell must be sent as a text.',
  tooManyColumns: (max: number) => `A row may have at most ${max} columns.`,
  /** The file took longer or more memory to check than a worker thread may give it: nothing was written. */
  tooLargeToPlan: 'This file is too large to check on the server. Split it and import each part.',
  failedInternal: 'The import stopped on an error on our side; the rows it imported before can be undone from the history.',
} as const;
