/** Files on objects; the limits and accepted types come from src/shared/documents. */
export const documentsMessages = {
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
} as const;
