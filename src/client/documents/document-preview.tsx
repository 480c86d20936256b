import { isImageType, mimeEssence } from '../../shared/documents/content-types';
import { messages } from '../../shared/messages';
import { FileKindIcon } from './document-icons';
import type { LocalDocument } from './use-documents';

/** Whether the browser shows PDFs itself (not headless or locked-down browsers, which download them). */
const pdfViewer = () => navigator.pdfViewerEnabled !== false;

/**
 * What a file looks like: images and (from the server) PDFs shown in the page; other kinds of
 * file, and anything on the server while offline, as a card saying so. A PDF still on the device
 * opens in a new tab instead: the page's security policy keeps device files out of frames.
 */
export function DocumentPreview({ doc, url, local, noteId }: { doc: LocalDocument; url: string | null; local: boolean; noteId?: string }) {
  const type = mimeEssence(doc.content_type);
  let body: React.ReactNode;
  if (url && isImageType(type)) body = <img className="document-image" src={url} alt={doc.filename} />;
  else if (url && type === 'application/pdf' && !local && pdfViewer())
    body = <iframe className="document-pdf" src={url} title={`Preview of ${doc.filename}`} />;
  else {
    const why = !url
      ? messages.documents.needsConnection
      : type !== 'application/pdf'
        ? 'No preview for this kind of file: download it to open it.'
        : local
          ? 'This PDF shows here once it is uploaded; Download opens it now.'
          : 'This browser cannot show PDFs in the page: download it to open it.';
    body = (
      <div className="document-no-preview">
        <FileKindIcon contentType={type} size={40} />
        <p id={noteId}>{why}</p>
      </div>
    );
  }
  return (
    <section className="card document-preview" aria-label="Preview">
      {body}
    </section>
  );
}
