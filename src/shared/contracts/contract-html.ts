// What a template's or contract's HTML may hold: the rich-text editor's marks and blocks, links to
// web and mail addresses, and pictures only when embedded (data:) - a remote picture would tell
// its server who opened the contract. The server sanitizes every HTML it is given to this list
// (contracts/sanitize-contract-html.ts); the editor's schema holds the same blocks.
export const CONTRACT_HTML_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'span',
  'mark',
  'code',
  'pre',
  'sub',
  'sup',
] as const;

export const CONTRACT_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};

export const CONTRACT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
/** Pictures: embedded only. */
export const CONTRACT_IMAGE_SCHEMES = ['data'] as const;
