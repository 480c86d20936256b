import { Link } from 'react-router-dom';
import { DOCUMENT_TYPE_LABELS } from '../../shared/documents/documents.schema';
import { formatFileSize } from '../../shared/documents/file-size';
import { messages } from '../../shared/messages';
import { FileKindIcon } from './document-icons';
import type { LocalDocument } from './use-documents';

/** 'Waiting to upload' on a file picked on this device and not sent yet. */
export const WaitingBadge = ({ doc }: { doc: LocalDocument }) =>
  doc._pending ? <span className="badge badge-warning">{messages.documents.waiting}</span> : null;

/** What a file is, in one line: type, size, when and by whom. */
export function documentMeta(doc: LocalDocument): string {
  return [DOCUMENT_TYPE_LABELS[doc.document_type], formatFileSize(doc.filesize_bytes), doc.date_uploaded_formatted, doc.real_name].filter(Boolean).join(' · ');
}

/** One file of a list: the whole row opens it. */
export function DocumentItem({ doc, href }: { doc: LocalDocument; href: string }) {
  return (
    <li className="document-item">
      <Link to={href} className="document-link">
        <span className="document-icon">
          <FileKindIcon contentType={doc.content_type} />
        </span>
        <span className="document-text">
          <span className="document-name">{doc.filename}</span>
          <span className="document-meta">{documentMeta(doc)}</span>
        </span>
        <WaitingBadge doc={doc} />
      </Link>
    </li>
  );
}
