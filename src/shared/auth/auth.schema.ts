import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../limits';

export const MAX_PASSWORD_LENGTH = 200;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(MAX_EMAIL_LENGTH).pipe(z.email()),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const impersonateBodySchema = z.object({ user_id: z.uuid() });
