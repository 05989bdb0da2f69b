// @vitest-environment node
import { NAVIGATION_KEYS } from "@crest/domain";
import { describe, expect, it } from "vitest";
import { navigationItem } from "../../test/fixtures.ts";
import { navigationEntries } from "./navigation-entries.ts";
import { NAVIGATION_KEYS_IN_ORDER } from "./navigation-rows.ts";
import { overridePath } from "./page-config.ts";

const item = navigationItem;
/** Every item's screen built: these tests are about the club's settings. */
const screens: ReadonlySet<string> = new Set(NAVIGATION_KEYS);

describe("navigationEntries", () => {
  it("lists every item in the spec's order when the club configured none (Plus, member)", () => {
    const entries = navigationEntries({ plan: "Plus", pages: [], navigation: [], isMember: true, screens });
    expect(entries.map((e) => e.key)).toEqual([
      "my-club",
      "dining",
      "events",
      "spa-wellness",
      "appointments",
      "rooms",
      "directory",
      "messages",
      "guest-pass",
      "club-benefits",
    ]);
    expect(entries.find((e) => e.key === "rooms")?.path).toBe("/rooms");
  });

  it("keeps the configured order, labels and base paths, and drops disabled or hidden items", () => {
    const entries = navigationEntries({
      plan: "Plus",
      pages: [{ uri: "dining", path: "/restaurant", enabled: true, membersOnly: false }],
      navigation: [
        item("events", { label: "What's On", path: "/whats-on" }),
        // The page config's path wins over the item's, as in the router.
        item("dining", { path: "/food" }),
        item("rooms", { enabled: false }),
        item("messages", { navigation: false }),
      ],
      isMember: true,
      screens,
    });
    expect(entries).toEqual([
      { key: "events", label: "What's On", path: "/whats-on" },
      { key: "dining", path: "/restaurant" },
    ]);
  });

  it("shows members-only items only to members", () => {
    const input = {
      plan: "Plus" as const,
      pages: [{ uri: "events", enabled: true, membersOnly: true }],
      navigation: [
        item("spa-wellness"),
        item("directory"),
        item("events"),
        item("dining", { membersOnly: true }),
        item("rooms"),
      ],
    };
    expect(navigationEntries({ ...input, isMember: false, screens }).map((e) => e.key)).toEqual(["rooms"]);
    expect(navigationEntries({ ...input, isMember: true, screens })).toHaveLength(5);
  });

  it("shows only the items whose screen exists", () => {
    const built = new Set(["my-club", "dining"]);
    expect(
      navigationEntries({ plan: "Plus", pages: [], navigation: [], isMember: true, screens: built }).map(
        (e) => e.key,
      ),
    ).toEqual(["my-club", "dining"]);
  });

  it("drops pages the club disabled and, on Lounge, items that need Plus", () => {
    expect(
      navigationEntries({
        plan: "Plus",
        pages: [{ uri: "rooms", enabled: false, membersOnly: false }],
        navigation: [item("rooms"), item("my-club")],
        isMember: true,
        screens,
      }).map((e) => e.key),
    ).toEqual(["my-club"]);
    expect(
      navigationEntries({ plan: "Lounge", pages: [], navigation: [], isMember: true, screens }).map(
        (e) => e.key,
      ),
    ).toEqual(["my-club"]);
  });
});

describe("base paths", () => {
  it("knows every navigation item, in the spec's order", () => {
    expect(NAVIGATION_KEYS_IN_ORDER).toEqual([...NAVIGATION_KEYS]);
  });

  it("swaps the base segment", () => {
    expect(overridePath("/events/:id", "/whats-on")).toBe("/whats-on/:id");
    expect(overridePath("/events", "/whats-on/")).toBe("/whats-on");
    expect(overridePath("/", "/home")).toBe("/home");
  });

  it("moves my-club on Lounge too, link and route alike", () => {
    expect(
      navigationEntries({
        plan: "Lounge",
        pages: [],
        navigation: [item("my-club", { path: "/clubhouse" })],
        isMember: false,
        screens,
      }),
    ).toEqual([{ key: "my-club", path: "/clubhouse" }]);
  });
});
