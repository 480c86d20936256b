import { useRef, useState, type DragEvent } from 'react';
import type { ImportField } from '../../shared/import-target';
import { importMessages } from '../../shared/import/import.messages';
import { IconDownload, IconUpload } from '../ui/icons';
import { saveFile } from '../lib/save-file';
import { FileProblem, readImportFile, type Sheet } from './read-file';

/** A CSV with the fields' labels as its header: a file the import reads as it is. */
function templateOf(fields: readonly ImportField[]): Blob {
  const quote = (s: string) => (/[;"\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return new Blob([`\uFEFF${fields.map((f) => quote(f.label)).join(';')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/** Step 1: a file dropped or chosen, read here on the device; what it cannot read is said, nothing else changes. */
export function FileStep({ fields, kindName, onRead }: { fields: readonly ImportField[]; kindName: string; onRead: (name: string, sheet: Sheet) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      onRead(file.name, await readImportFile(file.name, await file.arrayBuffer()));
    } catch (err) {
      setProblem(err instanceof FileProblem ? err.message : importMessages.unreadableFile);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void read(e.dataTransfer.files[0]);
  };

  return (
    <div className="card card-body import-file-step">
      <div
        className={`import-drop${over ? ' import-drop-over' : ''}`}
        onDragOver={(e) => (e.preventDefault(), setOver(true))}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <IconUpload size={28} />
        <p>
          <strong>Drop an .xlsx or .csv file here</strong>
          <br />
          <span className="muted">The first row names the columns; every row under it is one of your {kindName}.</span>
        </p>
        <label className="btn btn-primary">
          {busy ? 'Reading…' : 'Choose a file'}
          <input
            ref={input}
            type="file"
            className="visually-hidden"
            accept=".xlsx,.xlsm,.csv,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            disabled={busy}
            onChange={(e) => void read(e.target.files?.[0])}
          />
        </label>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="import-fields-hint">
        <p className="muted">Columns it knows (in English, Dutch or French; others you match by hand): {fields.map((f) => f.label).join(', ')}.</p>
        <button type="button" className="btn btn-ghost" onClick={() => saveFile(`import-${kindName}.csv`, templateOf(fields))}>
          <IconDownload size={16} /> Example file
        </button>
      </div>
    </div>
  );
}
