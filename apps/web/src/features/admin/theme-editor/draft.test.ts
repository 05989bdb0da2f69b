// @vitest-environment node
import { describe, expect, it } from "vitest";
import { valueAt, withItemMoved, withItemRemoved, withValueAt } from "./draft.ts";

describe("the theme editor's draft", () => {
  const draft = { theme: { colorPrimary: "#57806e" }, props: { slogans: [{ title: "A" }, { title: "B" }] } };

  it("sets a field by path and copies only the objects on the way", () => {
    const next = withValueAt(draft, ["props", "slogans", 1, "title"], "C");
    expect(valueAt(next, ["props", "slogans", 1, "title"])).toBe("C");
    expect(next.theme).toBe(draft.theme);
    expect(draft.props.slogans[1]?.title).toBe("B");
  });

  it("removes a key set to undefined, so its default applies", () => {
    expect(withValueAt(draft, ["theme", "colorPrimary"], undefined)).toEqual({ ...draft, theme: {} });
  });

  it("moves and removes list items", () => {
    expect(withItemMoved(draft, ["props", "slogans"], 1, 0).props.slogans).toEqual([
      { title: "B" },
      { title: "A" },
    ]);
    expect(withItemMoved(draft, ["props", "slogans"], 1, 2)).toBe(draft);
    expect(withItemRemoved(draft, ["props", "slogans"], 0).props.slogans).toEqual([{ title: "B" }]);
  });
});
