/**
 * A page's body: HTML the server sanitised when staff saved it (server content/sanitise-rich-
 * text.ts: an allowlist of tags and attributes, no scripts, handlers or javascript: links).
 */
export function RichText({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, on the way in
  return <div className="crest-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
