import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../limits';

export const MAX_PASSWORD_LENGTH = 200;
/** Sign-in throttling (docs/architecture.md, "Sign-in throttling"): failures per account before it locks for untrusted clients. */
export const LOGIN_MAX_FAILURES = 5;
/** Failures from one address (any emails) before it locks for untrusted clients. */
export const LOGIN_ADDRESS_MAX_FAILURES = 50;
export const LOGIN_LOCK_MINUTES = 15;
/** From this many failures on, each further attempt of an untrusted client is answered later (per account doubling, up to the maximum). */
export const LOGIN_SLOW_AFTER_FAILURES = 3;
export const LOGIN_SLOW_ADDRESS_AFTER_FAILURES = 20;
export const LOGIN_DELAY_FIRST_MS = 250;
export const LOGIN_DELAY_MAX_MS = 2000;

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(MAX_EMAIL_LENGTH).pipe(z.email()),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const impersonateBodySchema = z.object({ user_id: z.uuid() });
