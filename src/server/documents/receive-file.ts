import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { AcceptedType } from '../../shared/documents/content-types';
import { fileMessages } from '../../shared/documents/documents.schema';
import { SNIFF_BYTES, signatureMatches, textCheck } from '../../shared/documents/sniff';
import { removeFile } from './file-store';

export type Received = { ok: true; size: number } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Streams an upload's body to tempPath, never holding more than a chunk in memory. It stops
 * reading the moment the body passes `max` bytes (413), its first bytes do not fit the declared
 * type, or a text file stops being UTF-8 (415); an empty body is refused (400). On any refusal or
 * error the temp file is removed. The body is paused rather than destroyed on a refusal, so the
 * answer can still be sent on the same connection (which the caller then closes).
 */
export function receiveFile(body: Readable | undefined, opts: { tempPath: string; type: AcceptedType; max: number }): Promise<Received> {
  const { tempPath, type, max } = opts;
  if (!body) return Promise.resolve({ ok: false, status: 400, message: fileMessages.emptyFile });
  const source = body;
  const sink = createWriteStream(tempPath, { flags: 'wx' });
  const text = type.signature === 'text' ? textCheck() : null;
  const head: Buffer[] = [];
  let headLength = 0;
  let sniffed = false;
  let size = 0;
  let settled = false;

  // The temp file is opened asynchronously: removing it before the stream has closed could run
  // before the open, which would then make the file again. So close first, then remove.
  const discard = () =>
    new Promise<void>((closed) => {
      if (sink.closed) return closed();
      sink.once('close', () => closed());
      sink.destroy();
    }).then(() => removeFile(tempPath));

  return new Promise<Received>((resolve, reject) => {
    const stopReading = () => {
      settled = true;
      source.off('data', onData);
      source.pause();
    };
    const refuse = (status: 400 | 413 | 415, message: string) => {
      stopReading();
      discard().then(() => resolve({ ok: false, status, message }), reject);
    };
    const fail = (err: unknown) => {
      if (settled) return;
      stopReading();
      void discard().finally(() => reject(err instanceof Error ? err : new Error(String(err))));
    };
    const sniff = () => {
      sniffed = true;
      return signatureMatches(type.signature, type.type, Buffer.concat(head));
    };

    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > max) return refuse(413, fileMessages.tooLarge);
      if (!sniffed) {
        head.push(chunk);
        headLength += chunk.length;
        if (headLength >= SNIFF_BYTES && !sniff()) return refuse(415, fileMessages.contentMismatch(type));
      }
      if (text && !text.push(chunk)) return refuse(415, fileMessages.notUtf8);
      if (!sink.write(chunk)) {
        source.pause();
        sink.once('drain', () => settled || source.resume());
      }
    }

    source.on('data', onData);
    source.once('end', () => {
      if (settled) return;
      if (size === 0) return refuse(400, fileMessages.emptyFile);
      if (!sniffed && !sniff()) return refuse(415, fileMessages.contentMismatch(type));
      if (text && !text.end()) return refuse(415, fileMessages.notUtf8);
      settled = true;
      sink.once('finish', () => resolve({ ok: true, size }));
      sink.end();
    });
    // A client that goes away mid-upload: the request closes without 'end'.
    source.once('close', () => fail(new Error('The upload was interrupted.')));
    source.once('error', fail);
    sink.once('error', (err) => {
      // Also while finishing (a full disk): the answer is an error, the temp file goes.
      settled = false;
      fail(err);
    });
  });
}
