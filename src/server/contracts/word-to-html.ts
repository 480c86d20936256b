import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import { WORD_UNZIPPED_MAX_BYTES } from '../../shared/contracts/contracts.schema';
import { badRequest } from '../http/errors';
import { runTask } from '../workers/worker-pool';
import { convertWordTask } from './word-to-html.worker';

// POST /api/contract_templates/conversion/word-to-html: a .docx becomes the template's HTML
// (headings, paragraphs, lists, tables, bold and italics; embedded pictures stay embedded), then
// goes through the same allow-list as anything typed. The work runs in the worker pool, bounded.

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A 10 MB document converts in a few seconds. */
const CONVERSION_MS = 20_000;

const failed = (message: string) => badRequest(message, { base64_word_file: message });

export async function wordToHtml(base64: string, extension: string): Promise<{ html: string; warnings: string[] }> {
  if (extension.replace(/^\./, '').toLowerCase() !== 'docx') throw badRequest(m.wordOnlyDocx, { extension: m.wordOnlyDocx });
  const buffer = Buffer.from(base64, 'base64');
  if (buffer.length < 4 || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) throw failed(m.wordConversionFailed);
  const result = await runTask(convertWordTask, buffer, { timeoutMs: CONVERSION_MS, beyondBounds: () => failed(m.wordConversionFailed) });
  if (!result.ok) throw failed(result.reason === 'too_large' ? m.wordUnzipsTooLarge(WORD_UNZIPPED_MAX_BYTES) : m.wordConversionFailed);
  return { html: result.html, warnings: result.warnings };
}
