import { z } from 'zod';

/**
 * A `back=` query parameter (the page to return to): only a path of this app, since an absolute
 * or protocol-relative URL would be an open redirect.
 */
export const backPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'Must be a path of this app.');
