import { describe, expect, it } from 'vitest';
import { documentsDelete, documentsUpload } from './documents.mutations';

// The two file writes are sent to their declared routes with the ':name' segments filled in.
describe('file writes', () => {
  const car = '0190a0b0-0000-7000-8000-000000000001';
  const doc = '0190a0b0-0000-7000-8000-000000000002';

  it("deletes at the file's own path", () => {
    expect(documentsDelete.request({ id: doc, related_object: 'car', related_object_id: car }, null)).toEqual({
      method: 'POST',
      path: `/api/documents/car/${car}/${doc}/delete`,
      body: {},
    });
  });

  it('uploads the file as the raw body, the rest in the query string', () => {
    const file = new Blob(['hello'], { type: 'text/plain' });
    const call = documentsUpload.request(
      {
        id: doc,
        related_object: 'car',
        related_object_id: car,
        filename: 'a b.txt',
        document_type: 'invoice',
        content_type: 'text/plain',
        filesize_bytes: 5,
        real_name: null,
        picked_at: '2026-01-01T00:00:00Z',
        file,
      },
      null,
    );
    expect(call.path).toBe(`/api/documents/car/${car}/upload?doc_id=${doc}&filename=a+b.txt&document_type=invoice`);
    expect(call.body).toBe(file);
    expect(call.contentType).toBe('text/plain');
  });
});
