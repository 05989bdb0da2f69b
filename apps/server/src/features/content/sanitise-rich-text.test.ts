import { describe, expect, it } from "vitest";
import { sanitiseRichText } from "./sanitise-rich-text.ts";

describe("sanitiseRichText", () => {
  it("keeps the formatting staff use", () => {
    const html =
      '<h2>Dining</h2><p><strong>10%</strong> off at <a href="https://grill.example">the Grill</a></p><ul><li>One</li></ul>';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it("removes scripts, handlers, styles and dangerous links", () => {
    expect(sanitiseRichText('<p onclick="steal()">Hi<script>alert(1)</script></p>')).toBe("<p>Hi</p>");
    expect(sanitiseRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitiseRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe("<img />");
    expect(sanitiseRichText('<iframe src="https://evil.example"></iframe><style>*{}</style>ok')).toBe("ok");
    expect(sanitiseRichText('<p style="position:fixed">x</p>')).toBe("<p>x</p>");
  });

  it("makes a link that opens a new tab unable to reach back", () => {
    expect(sanitiseRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
