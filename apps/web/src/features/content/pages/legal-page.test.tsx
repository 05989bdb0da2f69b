import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import LegalPage from "./legal-page.tsx";

const config = testConfig({
  props: {
    sections: {
      privacy: "We keep your data safe.\n\nWe never sell it.",
      terms: "Play <b>fair</b>.\n\n\n  \n\nBe kind.",
      cookie: "",
      faq: [],
    },
  },
});

describe("LegalPage", () => {
  it("shows the club's privacy text as paragraphs split on blank lines", () => {
    renderPage(<LegalPage />, { route: "/privacy", path: "/privacy", config });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const paragraphs = screen.getAllByText(/./, { selector: "article p" }).map((p) => p.textContent);
    expect(paragraphs).toEqual(["We keep your data safe.", "We never sell it."]);
  });

  it("reads the section from the path and shows markup as text, never as HTML", () => {
    const { container } = renderPage(<LegalPage />, { route: "/terms", path: "/terms", config });
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    expect(screen.getByText("Play <b>fair</b>.")).toBeVisible();
    expect(container.querySelector("article b")).toBeNull();
    expect(screen.getByText("Be kind.")).toBeVisible();
  });

  it("asks for analytics consent on the cookie page only when the club uses analytics", async () => {
    window.localStorage.clear();
    renderPage(<LegalPage />, { route: "/cookie", path: "/cookie", config });
    expect(screen.queryByRole("button", { name: "Accept analytics cookies" })).toBeNull();

    const withAnalytics = testConfig({ analytics: { src: "/stats.js", domain: "club.test" } });
    renderPage(<LegalPage />, { route: "/cookie", path: "/cookie", config: withAnalytics });
    expect(document.querySelector("script[data-crest-analytics]")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Accept analytics cookies" }));
    expect(await screen.findByText("You accepted analytics cookies.")).toBeVisible();
    const script = document.querySelector("script[data-crest-analytics]");
    expect(script?.getAttribute("src")).toBe("/stats.js");
    expect(script?.getAttribute("data-domain")).toBe("club.test");
    script?.remove();
  });

  it("shows the empty state when the club has no text", () => {
    renderPage(<LegalPage />, { route: "/cookie", path: "/cookie", config });
    expect(screen.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    expect(screen.getByText("No items to show")).toBeVisible();
  });
});
