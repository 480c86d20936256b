import { PDFDocument } from 'pdf-lib';
import { PDF_UNPACKED_MAX_BYTES, type Signer } from '../../shared/contracts/contracts.schema';
import { defineTask } from '../workers/worker-pool';
import { contractPdf, stampedPdf, type PdfSignature } from './contract-pdf';
import { unpacksWithin } from './pdf-unpacked-size';

// The contracts' PDF work, in the worker pool (contract-files.ts runs it): laying out a contract,
// stamping an uploaded PDF with its signatures, and reading an upload to see whether it is a PDF.

/** What a PDF-based contract's file is: a PDF with pages, not one, or one that unpacks past the limit. */
export type UploadedPdfCheck = 'pdf' | 'not_pdf' | 'too_heavy';

export async function checkUploadedPdf(bytes: Uint8Array): Promise<UploadedPdfCheck> {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', 0, 5) !== '%PDF-') return 'not_pdf';
  if (!unpacksWithin(bytes, PDF_UNPACKED_MAX_BYTES)) return 'too_heavy';
  try {
    // load() takes a header and garbage without complaint; the page tree is what it lacks.
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    return doc.getPageCount() > 0 ? 'pdf' : 'not_pdf';
  } catch {
    return 'not_pdf';
  }
}

interface PdfInput {
  name: string;
  signers: readonly Signer[];
  images: readonly PdfSignature[];
}

export async function buildContractPdf(input: PdfInput & { html: string }): Promise<Uint8Array> {
  return contractPdf(input);
}

/** The uploaded file with its page of signatures; null when it no longer reads within the limits. */
export async function buildStampedPdf(input: PdfInput & { original: Uint8Array }): Promise<Uint8Array | null> {
  if ((await checkUploadedPdf(input.original)) !== 'pdf') return null;
  return stampedPdf(input.original, input);
}

export const checkUploadedPdfTask = defineTask(import.meta.url, checkUploadedPdf);
export const contractPdfTask = defineTask(import.meta.url, buildContractPdf);
export const stampedPdfTask = defineTask(import.meta.url, buildStampedPdf);
