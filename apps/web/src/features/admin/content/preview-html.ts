/** Elements a preview never draws: they run, load or submit something. */
const DROPPED = "script, style, iframe, frame, object, embed, link, meta, base, form, noscript, template";

/**
 * A body as typed, made inert for the editor's preview: parsed by the browser's DOMParser (which
 * runs nothing), without the elements that run or load things, event handlers, or javascript:
 * and data: addresses. The server's allowlist (content/sanitise-rich-text.ts) is what is saved;
 * this only keeps the preview from running what staff paste before they save.
 */
export function previewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const element of doc.body.querySelectorAll(DROPPED)) element.remove();
  for (const element of doc.body.querySelectorAll("*")) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (
        name.startsWith("on") ||
        name === "style" ||
        name === "srcdoc" ||
        ((name === "href" || name === "src" || name === "action" || name === "xlink:href") &&
          (value.startsWith("javascript:") || value.startsWith("data:") || value.startsWith("vbscript:")))
      )
        element.removeAttribute(attribute.name);
    }
  }
  return doc.body.innerHTML;
}
