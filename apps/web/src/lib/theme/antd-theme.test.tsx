import type { Language } from "@crest/domain";
import { themeSchema } from "@crest/domain";
import { render, screen } from "@testing-library/react";
import { DatePicker, theme } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import AntdTheme from "./antd-theme.tsx";
import { ThemeSettingsContext } from "./theme-settings.ts";

function renderCalendar(language: "en" | "es") {
  render(
    <ThemeSettingsContext.Provider value={{ theme: themeSchema.parse({}), colors: {}, rtl: false, language }}>
      <AntdTheme>
        <DatePicker open aria-label="date" />
      </AntdTheme>
    </ThemeSettingsContext.Provider>,
  );
  const headers = [...document.querySelectorAll(".ant-picker-content thead th")].map((th) => th.textContent);
  return headers;
}

describe("AntdTheme", () => {
  it("starts Spanish calendars on Monday and English ones on Sunday", () => {
    expect(renderCalendar("es")[0]).toBe("Lun");
    document.body.innerHTML = "";
    expect(renderCalendar("en")[0]).toBe("Su");
  });

  it("hides the select's and picker's icons from assistive technology", () => {
    renderCalendar("es");
    expect(screen.queryByRole("img", { name: /calendar|close/ })).toBeNull();
  });

  it("keeps its children mounted when the language changes (focus stays where it was)", () => {
    const tree = (language: Language) => (
      <ThemeSettingsContext.Provider
        value={{ theme: themeSchema.parse({}), colors: {}, rtl: false, language }}
      >
        <AntdTheme>
          <button type="button">Switch</button>
        </AntdTheme>
      </ThemeSettingsContext.Provider>
    );
    const { rerender } = render(tree("en"));
    const before = screen.getByRole("button", { name: "Switch" });
    rerender(tree("es"));
    expect(screen.getByRole("button", { name: "Switch" })).toBe(before);
  });

  describe("motion", () => {
    afterEach(() => vi.unstubAllGlobals());

    /** antd's motion token as the screens under AntdTheme see it. */
    function MotionToken() {
      return <output>{String(theme.useToken().token.motion)}</output>;
    }
    const renderWithDevice = (reduce: boolean) => {
      vi.stubGlobal("matchMedia", (query: string) => ({
        matches: reduce && query === "(prefers-reduced-motion: reduce)",
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      render(
        <ThemeSettingsContext.Provider
          value={{ theme: themeSchema.parse({}), colors: {}, rtl: false, language: "en" }}
        >
          <AntdTheme>
            <MotionToken />
          </AntdTheme>
        </ThemeSettingsContext.Provider>,
      );
      return screen.getByRole("status").textContent;
    };

    it("is off for a member whose device asks for reduced motion", () => {
      expect(renderWithDevice(true)).toBe("false");
    });

    it("stays on otherwise", () => {
      expect(renderWithDevice(false)).toBe("true");
    });
  });
});
