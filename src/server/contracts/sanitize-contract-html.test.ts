import { describe, expect, it } from 'vitest';
import { sanitizeContractHtml } from './sanitize-contract-html';

// The payloads a template, a contract's text or a Word file could carry: each comes out inert.
describe('sanitizeContractHtml', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="alert(1)">Hi</p><img src=x onerror=alert(1)>', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['a remote picture', '<img src="https://tracker.example/p.png"><img src="/api/me">', ''],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['a style', '<style>body{display:none}</style><p style="position:fixed">a</p>', '<p>a</p>'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
  ])('removes %s', (_what, html, expected) => {
    expect(sanitizeContractHtml(html)).toBe(expected);
  });

  it('keeps what the editor makes, placeholders included', () => {
    const html = '<h2>Policy</h2><p><strong>{{person.full_name}}</strong> gets <em>a car</em>.</p><ul><li>one</li></ul>';
    expect(sanitizeContractHtml(html)).toBe(html);
  });

  it('keeps web links and embedded pictures', () => {
    expect(sanitizeContractHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeContractHtml('<img src="data:image/png;base64,AAAA" alt="logo" />')).toBe('<img src="data:image/png;base64,AAAA" alt="logo" />');
  });
});
