import { z } from 'zod';

// A person picked on any object (a car's driver, an asset's owner): shared by the areas, so it
// lives outside them.

/** -1, 0 and null mean nobody (docs/architecture.md section 4); stored as null. */
export const personRefSchema = z
  .union([z.uuid(), z.literal(-1), z.literal(0), z.literal('-1'), z.literal('0'), z.null()])
  .transform((v) => (typeof v === 'string' && v.length > 2 ? v : null));
