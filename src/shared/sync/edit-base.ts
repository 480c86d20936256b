import { z } from 'zod';

/**
 * `base` of an edit call: each changed field's value as the device last saw it (docs/architecture.md
 * section 5). The outbox adds it; the server applies the edit only while each still holds.
 */
export const editBaseSchema = z.record(z.string(), z.unknown()).optional();
