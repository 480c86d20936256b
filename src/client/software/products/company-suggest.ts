import { z } from 'zod';
import { domainOf, nameFromUrl, productNameKey } from '../../../shared/software/software-rules';
import { COMPANY_SUGGEST_MIN_QUERY, companySuggestionSchema, type CompanySuggestion } from '../../../shared/software/software.schema';

// The product-name suggestion's pure parts: what is worth asking, the answer's shape, the
// device's own fallback (the name a web address suggests), and which suggestions say nothing new.

export const suggestAnswerSchema = z.object({ data: z.array(companySuggestionSchema), source: z.enum(['service', 'domain']) });

export interface Suggestions {
  items: CompanySuggestion[];
  /** The names come from the web address (the server's fallback, or this device's offline), not from the service. */
  fromDomain: boolean;
}

export const NO_SUGGESTIONS: Suggestions = { items: [], fromDomain: false };

/** Whether the server is worth asking: a long enough name, or a web address with a domain. */
export const worthAsking = (query: string, url: string) => query.trim().length >= COMPANY_SUGGEST_MIN_QUERY || domainOf(url) !== null;

/** Offline, or when the call fails: the name the web address suggests, as the server's fallback does. */
export function localSuggestions(url: string): Suggestions {
  const name = nameFromUrl(url);
  const domain = domainOf(url);
  return name && domain ? { items: [{ name, domain, logo: null }], fromDomain: true } : NO_SUGGESTIONS;
}

/** The suggestions that would change something: not the name and address already typed. */
export function usefulSuggestions(items: readonly CompanySuggestion[], name: string, url: string): CompanySuggestion[] {
  const domain = domainOf(url);
  return items.filter((s) => productNameKey(s.name) !== productNameKey(name) || (s.domain !== '' && s.domain !== domain));
}

/** The web address a picked suggestion fills in. */
export const urlOfSuggestion = (s: CompanySuggestion, current: string) => (s.domain ? `https://${s.domain}` : current);
