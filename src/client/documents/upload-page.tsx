import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { BackLink } from '../ui/back-link';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FILE_INPUT_ACCEPT, isImageType } from '../../shared/documents/content-types';
import { canEditDocumentsOn } from '../../shared/documents/documents-access';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS, MAX_FILE_MB, type DocumentType } from '../../shared/documents/documents.schema';
import { messages } from '../../shared/messages';
import { useViewer } from '../lib/session-context';
import { useOffline } from '../offline/offline-context';
import { SelectInput } from '../ui/field';
import { IconAlert, IconUpload } from '../ui/icons';
import { useToast } from '../ui/toasts';
import { backPath, parseObjectParams, useObjectLabel, useObjectPagePath } from './object-info';
import { PickedList } from './picked-list';
import { usePickedFiles } from './use-picked-files';
import '../ui/page.css';
import './documents.css';
import { PageError } from '../ui/page-error';

/** /upload/{object}/{id}?back=: pick files (or take a photo on a tablet), then back to `back`. */
export function UploadPage() {
  const target = parseObjectParams(useParams());
  const [search] = useSearchParams();
  const viewer = useViewer();
  const { synced } = useOffline();
  const label = useObjectLabel(target?.object, target?.id);
  const back = backPath(search, useObjectPagePath(target?.object, target?.id));
  const backLink = <BackLink to={back} label="Back" />;

  if (target && label === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (!target || (label === null && synced)) return <PageError back={backLink}>{messages.documents.objectNotFound}</PageError>;
  if (!canEditDocumentsOn(viewer, target.object))
    return (
      <PageError back={backLink}>
        {target.object === 'car' && viewer.group_access === 'light' ? messages.documents.hiddenOnCars : messages.http.forbidden}
      </PageError>
    );
  return <UploadForm target={target} label={label ?? ''} back={back} backLink={backLink} />;
}

interface FormProps {
  target: NonNullable<ReturnType<typeof parseObjectParams>>;
  label: string;
  back: string;
  backLink: React.ReactNode;
}

function UploadForm({ target, label, back, backLink }: FormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { status } = useOffline();
  const picked = usePickedFiles(target);
  const [chosenType, setChosenType] = useState<DocumentType | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const ready = picked.files.filter((f) => f.state === 'ready' || f.state === 'saving' || f.state === 'saved');
  const done = picked.files.filter((f) => f.state === 'saved').length;
  const checking = picked.files.some((f) => f.state === 'checking');
  // Photos are photos unless the person says otherwise.
  const documentType = chosenType ?? (ready.length > 0 && ready.every((f) => isImageType(f.contentType ?? '')) ? 'photo' : 'other');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || checking || ready.length === 0) return;
    setSaving(true);
    const ok = await picked.save(documentType);
    setSaving(false);
    if (!ok) return;
    const n = ready.length;
    const what = n === 1 ? `${ready[0]!.file.name} is` : `${n} files are`;
    toast.success('Added', status.online ? `${what} uploading.` : `${what} saved on this device and will upload when you are back online.`);
    navigate(back);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!saving && e.dataTransfer.files.length) picked.add(e.dataTransfer.files);
  };

  return (
    <>
      {backLink}
      <div className="page-header">
        <div>
          <h1>Upload documents</h1>
          <p>To {label}</p>
        </div>
      </div>
      <form className="card card-body upload-form" onSubmit={(e) => void submit(e)} noValidate>
        <div
          className={`file-picker${dragging ? ' file-picker-over' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            id={inputId}
            className="file-picker-input"
            type="file"
            multiple
            accept={FILE_INPUT_ACCEPT}
            disabled={saving}
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => {
              if (e.target.files) picked.add(e.target.files);
              e.target.value = '';
            }}
          />
          <label htmlFor={inputId} className="file-picker-zone">
            <IconUpload size={28} />
            <span className="file-picker-title">Choose files or take a photo</span>
            <span id={`${inputId}-hint`} className="file-picker-hint">
              PDF, photos, Word, Excel, PowerPoint, OpenDocument, text and CSV files, up to {MAX_FILE_MB} MB each.
            </span>
          </label>
        </div>
        <PickedList files={picked.files} onRemove={saving ? undefined : picked.remove} />
        <SelectInput
          label="Document type"
          value={documentType}
          disabled={saving}
          onChange={(e) => setChosenType(e.target.value as DocumentType)}
          options={DOCUMENT_TYPES.map((t) => ({ value: t, label: DOCUMENT_TYPE_LABELS[t] }))}
          className="upload-type"
        />
        {saving && (
          <div className="upload-progress">
            <progress max={ready.length} value={done} aria-label="Saving files for upload" />
            <span>
              Saving {Math.min(done + 1, ready.length)} of {ready.length} on this device…
            </span>
          </div>
        )}
        {picked.error && (
          <p className="upload-error" role="alert">
            <IconAlert size={16} /> {picked.error}
          </p>
        )}
        {!status.online && <p className="muted upload-offline">You are offline: the files are kept on this device and upload when the connection returns.</p>}
        <div className="form-actions">
          <Link className="btn btn-secondary" to={back}>
            Cancel
          </Link>
          <button type="submit" className="btn btn-primary" disabled={saving || checking || ready.length === 0}>
            {ready.length > 1 ? `Upload ${ready.length} files` : 'Upload'}
          </button>
        </div>
      </form>
    </>
  );
}
