import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BackLink } from '../ui/back-link';
import { acceptedType } from '../../shared/documents/content-types';
import { canEditDocumentsOn, canViewDocumentsOn } from '../../shared/documents/documents-access';
import { DOCUMENT_TYPE_LABELS, downloadPath } from '../../shared/documents/documents.schema';
import { documentsDelete } from '../../shared/documents/documents.mutations';
import { formatFileSize } from '../../shared/documents/file-size';
import { messages } from '../../shared/messages';
import { discard } from '../../sync/outbox';
import { useViewer } from '../lib/session-context';
import { useOffline } from '../offline/offline-context';
import { useMutateMany } from '../offline/use-mutate';
import { useConfirm } from '../ui/confirm-dialog';
import { useToast } from '../ui/toasts';
import { IconDownload, IconTrash } from './document-icons';
import { WaitingBadge } from './document-item';
import { DocumentPreview } from './document-preview';
import { backPath, parseObjectParams } from './object-info';
import { useDocument, useObjectUrl, useWaitingUpload, type LocalDocument, type WaitingUpload } from './use-documents';
import '../ui/page.css';
import './documents.css';
import { PageError } from '../ui/page-error';

/** /{object}/{id}/documents/{docId}: one file, its preview, download and delete. */
export function DocumentPage() {
  const params = useParams();
  const target = parseObjectParams(params);
  const [search] = useSearchParams();
  const viewer = useViewer();
  const { synced } = useOffline();
  const doc = useDocument(params.docId ?? '');
  const waiting = useWaitingUpload(params.docId ?? '');
  const back = backPath(search, target ? `/${target.object}/${target.id}/documents` : '/');
  const backLink = <BackLink to={back} label="Back" />;

  if (target && !canViewDocumentsOn(viewer, target.object)) return <PageError back={backLink}>{messages.documents.hiddenOnCars}</PageError>;
  if (target && (doc === undefined || waiting === undefined || (doc === null && !synced)))
    return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  const mine = doc && target && doc.related_object === target.object && doc.related_object_id === target.id;
  if (!mine) return <PageError back={backLink}>{messages.documents.notFound}</PageError>;
  return <DocumentView doc={doc} waiting={waiting ?? null} back={back} backLink={backLink} />;
}

interface ViewProps {
  doc: LocalDocument;
  waiting: WaitingUpload | null;
  back: string;
  backLink: React.ReactNode;
}

function DocumentView({ doc, waiting, back, backLink }: ViewProps) {
  const { db, status } = useOffline();
  const mutateMany = useMutateMany();
  const editable = canEditDocumentsOn(useViewer(), doc.related_object);
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  // A file not sent yet opens from the device; a sent one from the server, which needs a connection.
  const localUrl = useObjectUrl(waiting?.file);
  const url = waiting ? localUrl : status.online ? downloadPath(doc) : null;
  const saveUrl = waiting ? localUrl : status.online ? downloadPath(doc, { download: true }) : null;

  const remove = async () => {
    const ok = await confirm({
      title: waiting ? 'Cancel this upload?' : 'Delete this document?',
      text: waiting
        ? `${doc.filename} has not been uploaded yet; it will be removed from this device.`
        : `${doc.filename} will be deleted for everyone who can see it.`,
      confirmLabel: waiting ? 'Cancel upload' : 'Delete',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (!ok) return;
    await mutateMany(async (queue) => {
      if (waiting) await discard(db, waiting.seq);
      else await queue(documentsDelete, { id: doc.id, related_object: doc.related_object, related_object_id: doc.related_object_id });
    });
    toast.success('Deleted', doc.filename);
    navigate(back, { replace: true });
  };

  const facts: [string, React.ReactNode][] = [
    ['Document type', DOCUMENT_TYPE_LABELS[doc.document_type]],
    ['Kind of file', acceptedType(doc.content_type)?.label ?? doc.content_type],
    ['Size', formatFileSize(doc.filesize_bytes)],
    ['Uploaded', doc.date_uploaded_formatted],
    ['Uploaded by', doc.real_name ?? '—'],
  ];
  return (
    <>
      {backLink}
      <div className="page-header">
        <div className="document-title">
          <h1>{doc.filename}</h1>
          <div className="person-header-meta">
            <span className="badge">{DOCUMENT_TYPE_LABELS[doc.document_type]}</span>
            <WaitingBadge doc={doc} />
          </div>
        </div>
        <div className="page-header-actions">
          {saveUrl ? (
            <a className="btn btn-primary" href={saveUrl} download={doc.filename}>
              <IconDownload size={18} /> Download
            </a>
          ) : (
            <button type="button" className="btn btn-primary" disabled aria-describedby="document-offline">
              <IconDownload size={18} /> Download
            </button>
          )}
          {editable && (
            <button type="button" className="btn btn-secondary document-delete" onClick={() => void remove()}>
              <IconTrash size={18} /> {waiting ? 'Cancel upload' : 'Delete'}
            </button>
          )}
        </div>
      </div>
      <div className="document-layout">
        <DocumentPreview doc={doc} url={url} local={waiting !== null} noteId="document-offline" />
        <section className="card card-body" aria-labelledby="document-details-title">
          <h2 id="document-details-title" className="document-details-title">
            Details
          </h2>
          <dl className="detail-list document-details">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
