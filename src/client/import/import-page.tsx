import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../shared/format';
import { uuidv7 } from '../../shared/ids';
import type { ImportKind } from '../../shared/import-target';
import { matchHeaders } from '../../shared/import/header-match';
import { rowsToWrite } from '../../shared/import/dry-run';
import { importStart } from '../../shared/import/import.mutations';
import { importTargetOf } from '../../shared/sync/import-targets';
import { useViewer } from '../lib/session-context';
import { useOffline } from '../offline/offline-context';
import { useMirrorTable } from '../offline/use-mirror-table';
import { useMutate } from '../offline/use-mutate';
import { BackLink } from '../ui/back-link';
import { StepIndicator } from '../ui/step-indicator';
import { useConfirmOnLeave } from '../ui/use-confirm-on-leave';
import { CheckStep } from './check-step';
import { checkSummary } from './check-text';
import { FileStep } from './file-step';
import { IMPORT_PAGES } from './import-kinds';
import { ImportStatusCard } from './import-status';
import { MappingStep } from './mapping-step';
import { rememberedMapping, rememberMapping } from './remembered-columns';
import type { Sheet } from './read-file';
import { mappedCells, useDryRun, useImportFields, useImportWorld } from './use-dry-run';
import { useImportProgress } from './use-import-progress';
import '../ui/page.css';
import '../ui/wizard.css';
import './import.css';

/** '1 row', '2,500 rows'. */
const rowsOf = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'row' : 'rows'}`;

const STEPS = ['file', 'columns', 'check', 'import'] as const;
type Step = (typeof STEPS)[number];
const STEP_NAMES: Record<Step, string> = { file: 'File', columns: 'Columns', check: 'Check', import: 'Import' };

/**
 * /import/car, /import/asset, /import/software: a file read on the device, its columns matched to
 * fields, a dry run of every row against the device's mirror with the forms' own rules (all of it
 * works offline), then one batch through the outbox that the server imports as a job, with its
 * progress here and an undo.
 */
export function ImportPage({ kind }: { kind: ImportKind }) {
  const target = importTargetOf(kind)!;
  const page = IMPORT_PAGES[kind];
  const viewer = useViewer();
  const mutate = useMutate();
  const online = useOffline().status.online;
  const world = useImportWorld(target);
  const fields = useImportFields(target, world);
  const [file, setFile] = useState<{ name: string; sheet: Sheet } | null>(null);
  const [auto, setAuto] = useState<(string | null)[]>([]);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [step, setStep] = useState<Step>('file');
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [sentId, setSentId] = useState<string | null>(null);
  const sent = useImportProgress(sentId);
  const imports = useMirrorTable('imports');
  const { allowLeave } = useConfirmOnLeave(file !== null && sentId === null);

  const cells = useMemo(() => (file && step !== 'file' && step !== 'columns' ? mappedCells(file.sheet.rows, mapping) : null), [file, mapping, step]);
  const shownCells = useMemo(() => (file && cells ? mappedCells(file.sheet.shown, mapping) : null), [file, mapping, cells]);
  const run = useDryRun(target, world, cells);
  const toWrite = run ? rowsToWrite(run, skipInvalid) : null;
  const sameFile = file && imports?.find((i) => i.kind === kind && i.file_hash === file.sheet.hash && i.status === 'done');

  const read = (name: string, sheet: Sheet) => {
    const matched = matchHeaders(sheet.headers, fields);
    setFile({ name, sheet });
    setAuto(matched);
    setMapping(
      rememberedMapping(
        kind,
        sheet.headers,
        matched,
        fields.map((f) => f.key),
      ),
    );
    setSkipInvalid(false);
    setStep('columns');
  };
  const startOver = () => {
    setFile(null);
    setSentId(null);
    setStep('file');
  };
  const send = async () => {
    if (!file || !cells) return;
    const id = uuidv7();
    allowLeave();
    await mutate(importStart, {
      id,
      kind,
      by: { id: viewer.user.id, name: viewer.user.name },
      file_name: file.name,
      file_hash: file.sheet.hash,
      skip_invalid: skipInvalid,
      rows: cells,
    });
    setSentId(id);
    setStep('import');
  };

  return (
    <>
      <BackLink to={page.listTo} label={page.listLabel} />
      <div className="page-header">
        <div>
          <h1>{page.title}</h1>
          <p className="muted">{page.lead}</p>
        </div>
        <div className="page-header-actions">
          <Link className="btn btn-ghost" to="/import/history">
            Import history
          </Link>
        </div>
      </div>
      <div className="wizard import-wizard">
        <StepIndicator steps={STEPS} current={STEPS.indexOf(step)} names={STEP_NAMES} />
        {step === 'file' && <FileStep fields={target.fields} kindName={target.noun} onRead={read} />}

        {step === 'columns' && file && (
          <>
            <p className="wizard-card-lead">
              <strong>{file.name}</strong>: {rowsOf(file.sheet.rows.length)}, {file.sheet.headers.length} columns. Check what each column fills in.
            </p>
            <MappingStep sheet={file.sheet} fields={fields} mapping={mapping} auto={auto} onChange={setMapping} />
            <div className="wizard-actions">
              <button type="button" className="btn btn-secondary" onClick={startOver}>
                Choose another file
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={!mapping.some(Boolean)}
                onClick={() => {
                  rememberMapping(kind, file.sheet.headers, auto, mapping);
                  setStep('check');
                }}
              >
                Check the rows
              </button>
            </div>
          </>
        )}

        {step === 'check' && file && (
          <>
            {!run || !shownCells || !world ? (
              <p className="muted" role="status">
                Checking {rowsOf(file.sheet.rows.length)}…
              </p>
            ) : (
              <>
                <p className="wizard-card-lead" role="status">
                  Nothing is saved yet. {checkSummary(run.counts, skipInvalid)}
                </p>
                {sameFile && (
                  <p className="bulk-notice">
                    This file was already imported on {formatDateTime(sameFile.created_at)}: importing it again changes only what differs.
                  </p>
                )}
                <CheckStep run={run} cells={shownCells} fields={fields} target={target} world={world} />
                {run.counts.invalid > 0 && (
                  <label className="import-skip">
                    <input type="checkbox" checked={skipInvalid} onChange={(e) => setSkipInvalid(e.target.checked)} /> Skip the {rowsOf(run.counts.invalid)}{' '}
                    with errors and import the others
                  </label>
                )}
                {!online && <p className="muted">You are offline: the import waits on this device and starts when the connection is back.</p>}
              </>
            )}
            <div className="wizard-actions">
              <button type="button" className="btn btn-secondary" onClick={() => setStep('columns')}>
                Back to the columns
              </button>
              <button type="button" className="btn btn-primary" disabled={!toWrite || toWrite.length === 0} onClick={() => void send()}>
                {toWrite ? `Import ${rowsOf(toWrite.length)}` : 'Import'}
              </button>
            </div>
          </>
        )}

        {step === 'import' && sent && <ImportStatusCard row={sent} onAnother={startOver} />}
      </div>
    </>
  );
}
