import { describe, expect, it } from "vitest";
import { loggedUrl } from "./request-log-line.ts";

describe("an address in the log", () => {
  it("is the address itself when it holds nothing to redact, asked once or again", () => {
    const shopPage = "/api/products?type=product&page_size=24";
    expect(loggedUrl(shopPage)).toBe(shopPage);
    expect(loggedUrl(shopPage)).toBe(shopPage);
  });

  it("is redacted every time it holds a secret, an e-mail address or an encoding", () => {
    const token = "k".repeat(43);
    for (let asked = 0; asked < 2; asked++) {
      expect(loggedUrl(`/password-reset/${token}`)).toBe("/password-reset/[token removed]");
      expect(loggedUrl("/login?email=someone%40harbor.example")).toBe("/login?email=[email removed]");
      expect(loggedUrl("/api/events?q=summer%20gala")).toBe("/api/events?q=summer gala");
    }
  });
});
