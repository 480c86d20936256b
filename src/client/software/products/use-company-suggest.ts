import { useEffect, useState } from 'react';
import { COMPANY_SUGGEST_DEBOUNCE_MS } from '../../../shared/software/software.schema';
import { apiGet, withQuery } from '../../lib/api';
import { useOffline } from '../../offline/offline-context';
import { useDebouncedValue } from '../use-debounced-value';
import { localSuggestions, NO_SUGGESTIONS, suggestAnswerSchema, worthAsking, type Suggestions } from './company-suggest';

/**
 * Suggestions for the product being typed (software-contracts-push.md section 2): once the typing
 * pauses, GET /api/software/companies/suggest (the server asks the company-name service, or
 * answers the web address's name); offline, or when that fails, the device's own guess from the
 * web address.
 * An answer to an older question never replaces a newer one.
 */
export function useCompanySuggest(name: string, url: string): Suggestions {
  const { online } = useOffline().status;
  const query = useDebouncedValue(name.trim(), COMPANY_SUGGEST_DEBOUNCE_MS);
  const site = useDebouncedValue(url.trim(), COMPANY_SUGGEST_DEBOUNCE_MS);
  const asked = worthAsking(query, site);
  const [answer, setAnswer] = useState<{ key: string; suggestions: Suggestions } | null>(null);
  const key = `${query}\n${site}`;

  useEffect(() => {
    if (!asked || !online) return;
    let current = true;
    apiGet<unknown>(withQuery('/api/software/companies/suggest', { query, url: site }))
      .then((body) => {
        const parsed = suggestAnswerSchema.safeParse(body);
        const suggestions = parsed.success ? { items: parsed.data.data, fromDomain: parsed.data.source === 'domain' } : localSuggestions(site);
        if (current) setAnswer({ key, suggestions });
      })
      .catch(() => {
        if (current) setAnswer({ key, suggestions: localSuggestions(site) });
      });
    return () => {
      current = false;
    };
  }, [asked, online, query, site, key]);

  if (!asked) return NO_SUGGESTIONS;
  if (!online) return localSuggestions(site);
  // The last answer stays while the next is on its way, so the list does not blink at every key.
  return answer?.suggestions ?? NO_SUGGESTIONS;
}
