/**
 * Staff write pages as rich text (HTML); members' browsers render it. Only an allowlist of
 * tags and attributes survives, links only to http(s) and mailto/tel, images only from http(s)
 * or the portal's own paths, and links that open a new tab cannot reach back (noopener). Done
 * once on the way in, so every read serves stored, safe HTML.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** The HTML with everything outside the allowlist removed. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
