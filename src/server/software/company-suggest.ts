import { webHref } from '../../shared/web-address';
import { domainOf, nameFromUrl } from '../../shared/software/software-rules';
import {
  COMPANY_SUGGEST_CACHE_MS,
  COMPANY_SUGGEST_MAX_RESULTS,
  COMPANY_SUGGEST_MIN_QUERY,
  COMPANY_SUGGEST_TIMEOUT_MS,
  companySuggestionSchema,
  type CompanySuggestion,
} from '../../shared/software/software.schema';

// The company-name suggestion of /software/products/new (software-contracts-push.md sections 2
// and 7: GET /v1/companies/suggest?query on an external autocomplete service). The server asks the
// service so the browser never talks to a third party; when there is none, or it is slow, failing
// or answers nonsense, the web address typed so far gives the suggestion ('slack.com' → Slack).
// The environment is read per call, so a test (or an operator) can point it elsewhere at any time.

export interface CompanySuggestAnswer {
  data: CompanySuggestion[];
  source: 'service' | 'domain';
}

const MAX_CACHED = 500;
const cache = new Map<string, { until: number; data: CompanySuggestion[] }>();

function positiveNumber(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** What the url suggests: its domain's name, or nothing without a usable address. */
export function suggestionFromUrl(url: string): CompanySuggestion[] {
  const name = url ? nameFromUrl(url) : null;
  const domain = url ? domainOf(url) : null;
  return name && domain ? [{ name, domain, logo: null }] : [];
}

/** The service's answer, its good items only; null when it did not answer a list in time. */
async function askService(base: string, query: string, timeoutMs: number): Promise<CompanySuggestion[] | null> {
  const address = `${base.replace(/\/+$/, '')}/v1/companies/suggest?${new URLSearchParams({ query }).toString()}`;
  const res = await fetch(address, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!res.ok) return null;
  const body: unknown = await res.json();
  if (!Array.isArray(body)) return null;
  return body.flatMap((item: unknown) => {
    const parsed = companySuggestionSchema.safeParse(item);
    // A logo that is not http(s) is dropped: the product's add would refuse it (web-address.ts).
    if (!parsed.success) return [];
    const { logo } = parsed.data;
    return [logo && !webHref(logo) ? { ...parsed.data, logo: null } : parsed.data];
  });
}

function remember(key: string, data: CompanySuggestion[], ttl: number): void {
  if (ttl <= 0) return;
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, { until: Date.now() + ttl, data });
}

/** The suggestions for what is typed as the product's name and web address. Never throws. */
export async function suggestCompanies(q: { query: string; url: string }, env: NodeJS.ProcessEnv = process.env): Promise<CompanySuggestAnswer> {
  const base = env.COMPANY_SUGGEST_URL?.trim();
  const query = q.query.trim();
  if (base && query.length >= COMPANY_SUGGEST_MIN_QUERY) {
    const key = `${base}\n${query.toLocaleLowerCase()}`;
    const cached = cache.get(key);
    if (cached && cached.until > Date.now()) return { data: cached.data, source: 'service' };
    try {
      const found = await askService(base, query, positiveNumber(env.COMPANY_SUGGEST_TIMEOUT_MS, COMPANY_SUGGEST_TIMEOUT_MS));
      if (found && found.length > 0) {
        const data = found.slice(0, COMPANY_SUGGEST_MAX_RESULTS);
        remember(key, data, positiveNumber(env.COMPANY_SUGGEST_CACHE_MS, COMPANY_SUGGEST_CACHE_MS));
        return { data, source: 'service' };
      }
    } catch {
      // Slow (the timeout), unreachable or not JSON: the web address still gives a suggestion.
    }
  }
  return { data: suggestionFromUrl(q.url), source: 'domain' };
}
