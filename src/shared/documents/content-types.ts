// The kinds of file that may be uploaded (the allowlist), by MIME type. The server refuses any
// other declared type with 415 and checks that the first bytes fit the declared type (sniff.ts);
// the upload page uses the same list to refuse a file before anything is queued.

/** How the first bytes of a file of this type look; see sniff.ts. */
export type SignatureKind = 'pdf' | 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | 'ooxml' | 'odf' | 'ole2' | 'text';

export interface AcceptedType {
  type: string;
  /** What people call it. */
  label: string;
  /** File name endings, lower case, without the dot; the first is the usual one. */
  extensions: readonly string[];
  signature: SignatureKind;
}

export const ACCEPTED_TYPES: readonly AcceptedType[] = [
  { type: 'application/pdf', label: 'PDF', extensions: ['pdf'], signature: 'pdf' },
  { type: 'image/jpeg', label: 'JPEG image', extensions: ['jpg', 'jpeg'], signature: 'jpeg' },
  { type: 'image/png', label: 'PNG image', extensions: ['png'], signature: 'png' },
  { type: 'image/gif', label: 'GIF image', extensions: ['gif'], signature: 'gif' },
  { type: 'image/webp', label: 'WebP image', extensions: ['webp'], signature: 'webp' },
  { type: 'image/heic', label: 'HEIC image', extensions: ['heic'], signature: 'heif' },
  { type: 'image/heif', label: 'HEIF image', extensions: ['heif'], signature: 'heif' },
  { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word document', extensions: ['docx'], signature: 'ooxml' },
  { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel workbook', extensions: ['xlsx'], signature: 'ooxml' },
  {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PowerPoint presentation',
    extensions: ['pptx'],
    signature: 'ooxml',
  },
  { type: 'application/vnd.oasis.opendocument.text', label: 'OpenDocument text', extensions: ['odt'], signature: 'odf' },
  { type: 'application/vnd.oasis.opendocument.spreadsheet', label: 'OpenDocument spreadsheet', extensions: ['ods'], signature: 'odf' },
  { type: 'application/msword', label: 'Word 97-2003 document', extensions: ['doc'], signature: 'ole2' },
  { type: 'application/vnd.ms-excel', label: 'Excel 97-2003 workbook', extensions: ['xls'], signature: 'ole2' },
  { type: 'text/plain', label: 'Text file', extensions: ['txt'], signature: 'text' },
  { type: 'text/csv', label: 'CSV file', extensions: ['csv'], signature: 'text' },
];

/** For messages: what may be uploaded, in words. */
export const ACCEPTED_SUMMARY =
  'PDF, JPEG, PNG, GIF, WebP, HEIC/HEIF, Word (.docx, .doc), Excel (.xlsx, .xls), PowerPoint (.pptx), OpenDocument (.odt, .ods), plain text and CSV';

const BY_TYPE = new Map(ACCEPTED_TYPES.map((t) => [t.type, t]));

/** 'Text/CSV; charset=utf-8' -> 'text/csv': the MIME type without parameters, lower case. */
export const mimeEssence = (contentType: string | null | undefined): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** The accepted type a Content-Type names, or undefined when it is not on the list. */
export const acceptedType = (contentType: string | null | undefined): AcceptedType | undefined => BY_TYPE.get(mimeEssence(contentType));

export const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
};

// Browsers name some types differently, or not at all (.heic, .csv on many systems; .csv as an
// Excel file on Windows): the file name's ending decides then.
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/csv': 'text/csv',
  'text/comma-separated-values': 'text/csv',
};
const VAGUE = new Set(['', 'application/octet-stream', 'application/vnd.ms-excel', 'application/x-zip-compressed', 'application/zip']);

/**
 * The content type to upload a picked file as: the browser's when it is on the list and fits the
 * name's ending, else the one its ending names; undefined when neither is accepted.
 */
export function contentTypeForFile(filename: string, browserType: string): string | undefined {
  const ext = extensionOf(filename);
  const byExtension = ACCEPTED_TYPES.find((t) => t.extensions.includes(ext))?.type;
  const declared = ALIASES[mimeEssence(browserType)] ?? mimeEssence(browserType);
  if (VAGUE.has(declared)) return byExtension ?? acceptedType(declared)?.type;
  return acceptedType(declared)?.type ?? byExtension;
}

/** Shown in the browser rather than saved: images it can draw and PDF. */
export const isInlineType = (contentType: string): boolean =>
  ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(mimeEssence(contentType));
export const isImageType = (contentType: string): boolean => isInlineType(contentType) && mimeEssence(contentType).startsWith('image/');

/** The file input's accept list: every ending and type, plus image/* so tablets offer the camera. */
export const FILE_INPUT_ACCEPT = ['image/*', ...ACCEPTED_TYPES.map((t) => t.type), ...ACCEPTED_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`))].join(
  ',',
);
