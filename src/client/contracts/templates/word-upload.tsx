import { useState } from 'react';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { WORD_MAX_BYTES } from '../../../shared/contracts/contracts.schema';
import { ApiError, apiPost } from '../../lib/api';
import { useOffline } from '../../offline/offline-context';
import { bytesToBase64 } from '../data/base64';

/** A .docx turned into the template's HTML by the server (POST /api/contract_templates/conversion/word-to-html). */
export function WordUpload({ onConverted }: { onConverted: (html: string | null) => void }) {
  const online = useOffline().status.online;
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'error'; text: string }>({ kind: 'idle' });
  const convert = async (file: File | undefined) => {
    onConverted(null);
    if (!file) return setState({ kind: 'idle' });
    if (!file.name.toLowerCase().endsWith('.docx')) return setState({ kind: 'error', text: m.wordOnlyDocx });
    if (file.size > WORD_MAX_BYTES) return setState({ kind: 'error', text: m.wordTooLarge(WORD_MAX_BYTES) });
    setState({ kind: 'busy' });
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const res = await apiPost<{ html: string; warnings: string[] }>('/api/contract_templates/conversion/word-to-html', {
        base64_word_file: bytesToBase64(bytes),
        extension: 'docx',
      });
      onConverted(res.html);
      const words = res.html
        .replace(/<[^>]*>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      setState({
        kind: 'done',
        text: `${file.name}: ${words} words read${res.warnings.length ? `; ${res.warnings.length} parts could not be kept (${res.warnings[0]})` : ''}.`,
      });
    } catch (err) {
      setState({ kind: 'error', text: err instanceof ApiError ? err.message : m.wordConversionFailed });
    }
  };
  return (
    <div className="word-upload">
      <label className="field-label" htmlFor="word-file">
        Word file (.docx)
      </label>
      <input
        id="word-file"
        className="input"
        type="file"
        accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        disabled={!online || state.kind === 'busy'}
        onChange={(e) => void convert(e.target.files?.[0])}
      />
      {!online && <p className="field-hint">{m.needsNetwork}</p>}
      {state.kind === 'busy' && (
        <p className="field-hint" role="status">
          Reading the file…
        </p>
      )}
      {state.kind === 'done' && (
        <p className="field-hint" role="status">
          {state.text}
        </p>
      )}
      {state.kind === 'error' && (
        <p className="field-error" role="alert">
          {state.text}
        </p>
      )}
    </div>
  );
}
