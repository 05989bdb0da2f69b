import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import FaqPage from "./faq-page.tsx";

const config = testConfig({
  props: {
    sections: {
      privacy: "",
      terms: "",
      cookie: "",
      faq: [
        { id: "hours", question: "When are you open?", answer: "Every day from 7 to 22." },
        { id: "guests", question: "Can I bring guests?", answer: "Yes, up to four per visit." },
      ],
    },
  },
});

const toggle = (question: string) => screen.getByRole("button", { name: question });

describe("FaqPage", () => {
  it("opens the entry named by :arg and leaves the others closed", async () => {
    renderPage(<FaqPage />, { route: "/faq/:arg?", path: "/faq/guests", config });
    expect(toggle("Can I bring guests?").getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByText("Yes, up to four per visit.")).toBeVisible();
    expect(toggle("When are you open?").getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("Every day from 7 to 22.")).toBeNull();
  });

  it("starts with every entry closed without :arg", () => {
    renderPage(<FaqPage />, { route: "/faq/:arg?", path: "/faq", config });
    expect(toggle("When are you open?").getAttribute("aria-expanded")).toBe("false");
    expect(toggle("Can I bring guests?").getAttribute("aria-expanded")).toBe("false");
  });
});
