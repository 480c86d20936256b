import { formatFileSize } from '../../shared/documents/file-size';
import { IconCheck, IconX } from '../ui/icons';
import { FileKindIcon } from './document-icons';
import type { PickedFile, PickedState } from './use-picked-files';

const STATUS: Record<PickedState, string> = {
  checking: 'Checking…',
  ready: 'Ready to upload',
  refused: 'Cannot be uploaded',
  saving: 'Saving on this device…',
  saved: 'Saved for upload',
  failed: 'Not saved',
};

/** The files picked on the upload page, each with what happens to it (and why one is refused). */
export function PickedList({ files, onRemove }: { files: PickedFile[]; onRemove?: (key: string) => void }) {
  if (files.length === 0) return null;
  return (
    <ul className="picked-list" aria-label="Files to upload">
      {files.map((f) => (
        <li key={f.key} className={`picked-file picked-${f.state}`}>
          <span className="document-icon">
            <FileKindIcon contentType={f.contentType ?? f.file.type} />
          </span>
          <span className="document-text">
            <span className="document-name">{f.file.name}</span>
            <span className="document-meta">
              {formatFileSize(f.file.size)} ·{' '}
              <span className="picked-status">
                {f.state === 'saved' && <IconCheck size={14} />}
                {STATUS[f.state]}
              </span>
            </span>
            {f.message && (
              <span className="picked-message" role={f.state === 'refused' ? 'alert' : undefined}>
                {f.message}
              </span>
            )}
          </span>
          {onRemove && f.state !== 'saved' && (
            <button type="button" className="btn btn-ghost btn-icon" aria-label={`Remove ${f.file.name}`} onClick={() => onRemove(f.key)}>
              <IconX size={18} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
