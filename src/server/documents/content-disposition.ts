// Content-Disposition for a stored file (RFC 6266 with an RFC 5987 filename*). The plain filename=
// is a safe ASCII stand-in for old clients; filename* carries the real name, percent-encoded, so
// quotes, semicolons, line breaks or non-Latin letters in a name can never break the header.

const RFC5987_EXTRA = /['()*]/g;

export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(RFC5987_EXTRA, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Printable ASCII without quotes, backslashes and percent signs (some browsers decode %xx). */
export function asciiFallback(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_')
    .trim();
  return ascii || 'file';
}

export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  return `${kind}; filename="${asciiFallback(filename)}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}
