import './contract-document.css';

/**
 * A contract's text as a page. The HTML is the server's (sanitized to the allow-list when saved)
 * or filled in on the device from it, with every value escaped; the page's Content-Security-Policy
 * would still refuse a script or a remote picture.
 */
export function ContractDocument({ html, label = 'Contract text' }: { html: string; label?: string }) {
  return <article className="contract-document contract-paper" aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />;
}
