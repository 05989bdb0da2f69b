import { describe, expect, it } from "vitest";
import { previewHtml } from "./preview-html.ts";

describe("the content editor's preview", () => {
  it("keeps the page's text and structure", () => {
    expect(previewHtml('<h2>Dress code</h2><p>Smart <a href="/pages/x">casual</a></p>')).toBe(
      '<h2>Dress code</h2><p>Smart <a href="/pages/x">casual</a></p>',
    );
  });

  it("drops what would run or load: scripts, frames, handlers, javascript: links", () => {
    const made = previewHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><iframe src="https://x"></iframe><a href="javascript:steal()">x</a><img src="x" onerror="steal()">',
    );
    expect(made).toBe('<p>Hi</p><a>x</a><img src="x">');
  });
});
