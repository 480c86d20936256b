import { describe, expect, it } from 'vitest';
import { webHref } from './web-address';

describe('webHref', () => {
  it('links http and https only; a typed bare address opens as https when asked', () => {
    expect(webHref('https://app.slack.com/x')).toBe('https://app.slack.com/x');
    expect(webHref('http://intranet.example.org')).toBe('http://intranet.example.org');
    expect(webHref('slack.com')).toBeNull();
    expect(webHref('slack.com', { bare: true })).toBe('https://slack.com');
    for (const bad of ['javascript://example.com/%0aalert(1)', 'JAVASCRIPT:alert(1)', 'data://x/y', 'vbscript:x', 'ftp://example.com']) {
      expect(webHref(bad), bad).toBeNull();
      expect(webHref(bad, { bare: true }), bad).toBeNull();
    }
  });
});
