import sanitizeHtml from 'sanitize-html';
import { CONTRACT_HTML_ATTRIBUTES, CONTRACT_HTML_TAGS, CONTRACT_IMAGE_SCHEMES, CONTRACT_LINK_SCHEMES } from '../../shared/contracts/contract-html';

// Every HTML a user gives (a template, a contract's text, a converted Word file, a preview) is cut
// down to the shared allow-list before it is stored or shown: no script, style, event handler,
// javascript: link or remote picture survives, whatever the editor, the preview, the PDF and the
// signing page later do with it.

const EMBEDDED_PICTURE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTRACT_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(CONTRACT_HTML_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...CONTRACT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...CONTRACT_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Whatever is inside a refused script or style goes with it; other refused tags keep their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // A link opens apart from the app and tells nothing of where it came from.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
  // A picture is embedded or it is not there: a relative or remote address would be fetched.
  exclusiveFilter: (frame) => frame.tag === 'img' && !EMBEDDED_PICTURE.test(frame.attribs.src ?? ''),
};
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: [...(CONTRACT_HTML_ATTRIBUTES.a ?? []), 'rel', 'target'] };

export const sanitizeContractHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
