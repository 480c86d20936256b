import mammoth from 'mammoth';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import { badRequest } from '../http/errors';
import { sanitizeContractHtml } from './sanitize-contract-html';

// POST /api/contract_templates/conversion/word-to-html: a .docx becomes the template's HTML
// (headings, paragraphs, lists, tables, bold and italics; embedded pictures stay embedded), then
// goes through the same allow-list as anything typed.

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export async function wordToHtml(base64: string, extension: string): Promise<{ html: string; warnings: string[] }> {
  if (extension.replace(/^\./, '').toLowerCase() !== 'docx') throw badRequest(m.wordOnlyDocx, { extension: m.wordOnlyDocx });
  const buffer = Buffer.from(base64, 'base64');
  if (buffer.length < 4 || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) throw badRequest(m.wordConversionFailed, { base64_word_file: m.wordConversionFailed });
  try {
    const result = await mammoth.convertToHtml({ buffer });
    return { html: sanitizeContractHtml(result.value), warnings: result.messages.filter((w) => w.type === 'warning').map((w) => w.message) };
  } catch {
    throw badRequest(m.wordConversionFailed, { base64_word_file: m.wordConversionFailed });
  }
}
