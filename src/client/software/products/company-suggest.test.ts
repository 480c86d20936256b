import { describe, expect, it } from 'vitest';
import { localSuggestions, suggestAnswerSchema, urlOfSuggestion, usefulSuggestions, worthAsking } from './company-suggest';

describe('the product-name suggestion', () => {
  it('asks with a long enough name or a web address with a domain', () => {
    expect(worthAsking('s', '')).toBe(false);
    expect(worthAsking('sl', '')).toBe(true);
    expect(worthAsking('', 'notion.so')).toBe(true);
    expect(worthAsking('', 'not a url')).toBe(false);
  });

  it('falls back to the name the web address gives', () => {
    expect(localSuggestions('https://www.monday-dev.co.uk/x')).toEqual({
      items: [{ name: 'Monday Dev', domain: 'monday-dev.co.uk', logo: null }],
      fromDomain: true,
    });
    expect(localSuggestions('').items).toEqual([]);
  });

  it('leaves out what is already typed', () => {
    const slack = { name: 'Slack', domain: 'slack.com', logo: null };
    expect(usefulSuggestions([slack], ' slack ', 'https://slack.com')).toEqual([]);
    expect(usefulSuggestions([slack], 'Slack', '')).toEqual([slack]);
    expect(usefulSuggestions([slack], 'Sla', 'slack.com')).toEqual([slack]);
  });

  it('fills the web address from the domain, and reads the answer strictly', () => {
    expect(urlOfSuggestion({ name: 'Slack', domain: 'slack.com', logo: null }, 'x')).toBe('https://slack.com');
    expect(urlOfSuggestion({ name: 'Slack', domain: '', logo: null }, 'x')).toBe('x');
    expect(suggestAnswerSchema.safeParse({ data: [{ name: '', domain: 'a.b' }], source: 'domain' }).success).toBe(false);
  });
});
