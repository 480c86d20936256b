import { textInput } from './input-schemas';
import { messages } from './messages';

// Web addresses the API stores and the pages link to: http and https only. Any other scheme
// (javascript:, data:, vbscript: ...) could run in the page once it is an href or a src.

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The address a link opens, or null when it is not http(s). `bare`: a typed address without a
 * scheme ('slack.com') opens as https; otherwise the scheme is required.
 */
export function webHref(text: string, opts: { bare?: boolean } = {}): string | null {
  const trimmed = text.trim();
  const full = SCHEME.test(trimmed) || !opts.bare ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(full);
    return url.protocol === 'http:' || url.protocol === 'https:' ? full : null;
  } catch {
    return null;
  }
}

/** A full http(s) address (a product's logo), at most `max` characters. */
export const webAddressInput = (max: number, invalid: string = messages.validation.invalidUrl) => textInput(max).refine((u) => webHref(u) !== null, invalid);
