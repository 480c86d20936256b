import { useId } from 'react';
import { Link } from 'react-router-dom';
import { canEditDocumentsOn, canViewDocumentsOn } from '../../shared/documents/documents-access';
import { DOCUMENTS_SECTION_LIMIT } from '../../shared/documents/documents.schema';
import { messages } from '../../shared/messages';
import type { ObjectType } from '../../shared/objects';
import { useViewer } from '../lib/session-context';
import { useOffline } from '../offline/offline-context';
import { EmptyState } from '../ui/empty-state';
import { IconUpload } from '../ui/icons';
import { DocumentItem } from './document-item';
import { useObjectDocuments } from './use-documents';
import './documents.css';

export interface DocumentsSectionProps {
  /** The kind of object (src/shared/objects.ts) and its id. */
  object: ObjectType;
  id: string;
  /** The detail page's own path: the upload and file pages come back here. */
  back: string;
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The files of an object on its detail page (software-contracts-push.md section 2): the latest
 * few, links to upload and to all of them. Shown only with documents access, and never on cars for
 * light group access. From the mirror, so it works offline; files picked offline show as waiting.
 */
export function DocumentsSection(props: DocumentsSectionProps) {
  const viewer = useViewer();
  return canViewDocumentsOn(viewer, props.object) ? <Section {...props} /> : null;
}

function Section({ object, id, back }: DocumentsSectionProps) {
  const editable = canEditDocumentsOn(useViewer(), object);
  const { synced } = useOffline();
  const docs = useObjectDocuments(object, id);
  const titleId = useId();
  const withBack = (path: string) => `${path}?back=${encodeURIComponent(back)}`;
  const upload = withBack(`/upload/${object}/${id}`);

  return (
    <section className="card documents-section" aria-labelledby={titleId}>
      <div className="documents-section-header">
        <h2 id={titleId}>Documents</h2>
        <div className="documents-section-actions">
          {docs && docs.length > 0 && (
            <Link className="btn btn-ghost" to={`/${object}/${id}/documents`}>
              All documents ({docs.length})
            </Link>
          )}
          {editable && (
            <Link className="btn btn-secondary" to={upload}>
              <IconUpload size={18} /> Upload
            </Link>
          )}
        </div>
      </div>
      {docs === undefined || (!synced && docs.length === 0) ? (
        <div className="page-loading" aria-busy="true" aria-label="Loading documents" />
      ) : docs.length === 0 ? (
        <EmptyState
          title={sentence(messages.documents.empty)}
          text={editable ? 'Invoices, contracts and photos uploaded here stay with this item.' : 'Files uploaded by others show here.'}
          image={null}
        />
      ) : (
        <ul className="document-list" aria-label="Latest documents">
          {docs.slice(0, DOCUMENTS_SECTION_LIMIT).map((d) => (
            <DocumentItem key={d.id} doc={d} href={withBack(`/${object}/${id}/documents/${d.id}`)} />
          ))}
        </ul>
      )}
    </section>
  );
}
