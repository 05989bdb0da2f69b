import { describe, expect, it } from "vitest";
import { configChanges } from "./config-changes.ts";

describe("configChanges", () => {
  it("names each changed leaf by its wire path, with both values", () => {
    const before = { theme: { colorPrimary: "#57806e" }, props: { slogans: [{ title: "Welcome" }] } };
    const after = { theme: { colorPrimary: "#123456" }, props: { slogans: [{ title: "Hello" }] } };
    expect(configChanges(before, after)).toEqual([
      { path: "props.slogans.0.title", before: "Welcome", after: "Hello" },
      { path: "theme.color_primary", before: "#57806e", after: "#123456" },
    ]);
  });

  it("sees no change between a partial config and the same one with its defaults written out", () => {
    expect(configChanges({}, { theme: { colorPrimary: "#57806e", cardRadius: 4 }, plan: "Lounge" })).toEqual(
      [],
    );
  });

  it("keeps free-form keys as they are, and shows an added item's fields against null", () => {
    const changes = configChanges(
      { props: { colors: {} } },
      {
        props: {
          colors: { footerBackground: "#000000" },
          navigation: [{ key: "events", membersOnly: true }],
        },
      },
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: "props.colors.footerBackground", before: null, after: "#000000" },
        { path: "props.navigation.0.key", before: null, after: "events" },
        { path: "props.navigation.0.members_only", before: null, after: true },
      ]),
    );
  });
});
