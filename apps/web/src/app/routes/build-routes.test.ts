import type { NavigationItem, PageConfig } from "@crest/domain";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { navigationEntries } from "../../lib/routing/navigation-entries.ts";
import type { RouteHandle } from "../../lib/routing/route-handle.ts";
import { navigationItem } from "../../test/fixtures.ts";
import { accountSectionsOf, currentSectionOf } from "../shells/account-sections.ts";
import { type BuildRoutesInput, buildRoutes } from "./build-routes.tsx";
import { MEMBER_SCREENS } from "./screens.ts";

const member = { isMember: true };
const nonMember = { isMember: false };

function resolve(input: BuildRoutesInput, path: string): RouteHandle {
  const matches = matchRoutes(buildRoutes(input), path) ?? [];
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle) throw new Error(`no route for ${path}`);
  return handle;
}

const lounge = (
  account: BuildRoutesInput["account"],
  pages: PageConfig[] = [],
  navigation: NavigationItem[] = [],
): BuildRoutesInput => ({ plan: "Lounge", pages, navigation, account });
const plus = (
  account: BuildRoutesInput["account"],
  pages: PageConfig[] = [],
  navigation: NavigationItem[] = [],
): BuildRoutesInput => ({ plan: "Plus", pages, navigation, account });
const item = navigationItem;
const page = (uri: string, extra: Partial<PageConfig> = {}): PageConfig => ({
  uri,
  enabled: true,
  membersOnly: false,
  ...extra,
});

describe("buildRoutes for visitors", () => {
  it("shows the login page at /login and at any path not open to visitors", () => {
    for (const path of ["/login", "/", "/account", "/rooms/4", "/spa-wellness"]) {
      expect(resolve(lounge(null), path)).toEqual({ rowId: "login", gate: "page" });
      expect(resolve(plus(null), path)).toEqual({ rowId: "login", gate: "page" });
    }
    // The events catalogue and a guest's ticket are open to visitors (spec-2 §6, issue 25).
    expect(resolve(plus(null), "/events/4")).toEqual({ rowId: "events", gate: "page" });
    expect(resolve(lounge(null), "/guest-tickets/TK-1")).toEqual({ rowId: "guest-ticket", gate: "page" });
  });

  it("opens the visitor routes without plan, page or membership gates", () => {
    expect(resolve(lounge(null, [page("privacy", { enabled: false })]), "/privacy")).toEqual({
      rowId: "privacy",
      gate: "page",
    });
    expect(resolve(lounge(null), "/activate/abc12345").rowId).toBe("activate");
    expect(resolve(lounge(null), "/password-reset/tok").rowId).toBe("password-reset");
    expect(resolve(lounge(null), "/verify-email").rowId).toBe("verify-email");
    expect(resolve(lounge(null), "/faq/parking").rowId).toBe("faq");
    expect(resolve(lounge(null), "/schedule/a/b").rowId).toBe("schedule");
    for (const path of ["/form/9", "/survey/visit", "/surveys/a,b,c"])
      expect(resolve(lounge(null), path)).toEqual({ rowId: "survey", gate: "page" });
  });

  it("serves /logout outside the shell for everyone", () => {
    expect(resolve(lounge(null), "/logout").rowId).toBe("logout");
    expect(resolve(plus(member), "/logout").rowId).toBe("logout");
  });
});

describe("buildRoutes on a Lounge club", () => {
  it("sends /login, the empty path and / to /account", () => {
    for (const path of ["/login", "/", ""]) {
      expect(resolve(lounge(member), path)).toMatchObject({ gate: "redirect", redirectTo: "/account" });
    }
  });

  it("serves the rows that do not need Plus and hides the rest as not found", () => {
    expect(resolve(lounge(member), "/account")).toEqual({ rowId: "account", gate: "page" });
    expect(resolve(lounge(member), "/account/profile")).toEqual({ rowId: "account-profile", gate: "page" });
    expect(resolve(lounge(member), "/my-club")).toEqual({ rowId: "my-club", gate: "page" });
    expect(resolve(lounge(member), "/terms")).toEqual({ rowId: "terms", gate: "page" });
    // Error links from e-mails and other apps open on Lounge too (issue #8).
    expect(resolve(lounge(member), "/error/404")).toEqual({ rowId: "error", gate: "page" });
    expect(resolve(lounge(member), "/notifications/all")).toEqual({ rowId: "notifications", gate: "page" });
    // A message's link (in its e-mail copy and on the bell) opens on Lounge too (issue 29).
    expect(resolve(lounge(member), "/messages/7")).toEqual({ rowId: "messages", gate: "page" });
    expect(resolve(lounge(member), "/guest-tickets/ABC")).toEqual({ rowId: "guest-ticket", gate: "page" });
    expect(resolve(lounge(member), "/events")).toEqual({ rowId: "events", gate: "needsPlus" });
    expect(resolve(lounge(member), "/spa-wellness/3")).toEqual({ rowId: "spa-wellness", gate: "needsPlus" });
    expect(resolve(lounge(member), "/guest-pass")).toEqual({ rowId: "guest-pass", gate: "needsPlus" });
  });

  it("applies members-only from the page config, but not Plus's disabling or moving", () => {
    const pages = [page("my-club", { membersOnly: true, path: "/club", enabled: false })];
    expect(resolve(lounge(nonMember, pages), "/my-club")).toEqual({ rowId: "my-club", gate: "membersOnly" });
    expect(resolve(lounge(member, pages), "/my-club")).toEqual({ rowId: "my-club", gate: "page" });
    expect(resolve(lounge(member, pages), "/club").rowId).toBe("not-found");
  });

  it("opens mailed password-reset and verify-e-mail links to signed-in members", () => {
    expect(resolve(lounge(member), "/password-reset/tok123")).toEqual({
      rowId: "password-reset",
      gate: "page",
    });
    expect(resolve(lounge(member), "/verify-email/tok123")).toEqual({ rowId: "verify-email", gate: "page" });
  });

  it("ends with the survey routes and a not-found screen", () => {
    expect(resolve(lounge(member), "/survey/5")).toEqual({ rowId: "survey", gate: "page" });
    expect(resolve(lounge(member), "/account/surveys")).toEqual({ rowId: "account-surveys", gate: "page" });
    expect(resolve(lounge(member), "/no/such/page")).toEqual({ rowId: "not-found", gate: "notFound" });
  });
});

describe("buildRoutes on a Plus club", () => {
  it("sends /login to / and serves home there", () => {
    expect(resolve(plus(member), "/login")).toMatchObject({ gate: "redirect", redirectTo: "/" });
    expect(resolve(plus(member), "/")).toEqual({ rowId: "home", gate: "page" });
  });

  it("sends guest pass shares and guest vouchers to the club-benefits vouchers tab", () => {
    expect(resolve(plus(member), "/guest-pass")).toMatchObject({ redirectTo: "/club-benefits/vouchers" });
    expect(resolve(plus(member), "/guest-pass/12/9876")).toMatchObject({
      redirectTo: "/club-benefits/vouchers",
    });
    expect(resolve(plus(member), "/guest-vouchers/3/1234")).toMatchObject({
      redirectTo: "/club-benefits/vouchers",
    });
    const moved = [page("club-benefits", { path: "/perks-and-more" })];
    expect(resolve(plus(member, moved), "/guest-pass")).toMatchObject({
      redirectTo: "/perks-and-more/vouchers",
    });
  });

  it("passes rows without a page through the gates, then shows not found", () => {
    expect(resolve(plus(member), "/account/nowhere")).toEqual({ rowId: "account-tab", gate: "missing" });
    // Perks have their page (issue 27).
    expect(resolve(plus(member), "/account/perks")).toEqual({ rowId: "account-perks", gate: "page" });
    // Rooms, the spa and appointments have their pages (issue 26).
    expect(resolve(plus(member), "/rooms/7")).toEqual({ rowId: "rooms", gate: "page" });
    // The wallet has its page (issue #9), and its tickets sub-page (issue 25).
    expect(resolve(plus(member), "/account/wallet")).toEqual({ rowId: "account-wallet", gate: "page" });
    expect(resolve(plus(member), "/account/wallet/tickets")).toEqual({
      rowId: "account-wallet-tickets",
      gate: "page",
    });
    expect(resolve(plus(member), "/events/7")).toEqual({ rowId: "events", gate: "page" });
    // The dining menu and the shop have their pages (issue #12).
    expect(resolve(plus(member), "/dining/menu")).toEqual({ rowId: "dining", gate: "page" });
    expect(resolve(plus(member), "/product/categories")).toEqual({ rowId: "product", gate: "page" });
    expect(resolve(plus(member), "/account/addresses")).toEqual({ rowId: "account-addresses", gate: "page" });
  });

  it("gives not found for a page the club disabled", () => {
    const pages = [page("events", { enabled: false })];
    expect(resolve(plus(member, pages), "/events")).toEqual({ rowId: "events", gate: "disabled" });
    expect(resolve(plus(member, pages), "/event/3")).toEqual({ rowId: "events", gate: "disabled" });
    expect(resolve(plus(member, [page("/my-club/", { enabled: false })]), "/my-club").gate).toBe("disabled");
  });

  it("moves a page to the configured path, old path not found", () => {
    const pages = [page("spa-wellness", { path: "/wellness" })];
    expect(resolve(plus(member, pages), "/wellness")).toEqual({ rowId: "spa-wellness", gate: "page" });
    expect(resolve(plus(member, pages), "/wellness/4")).toEqual({ rowId: "spa-wellness", gate: "page" });
    expect(resolve(plus(member, pages), "/spa-wellness")).toEqual({ rowId: "not-found", gate: "notFound" });
    const account = [page("account", { path: "/me" })];
    expect(resolve(plus(member, account), "/me/profile")).toEqual({ rowId: "account-profile", gate: "page" });
  });

  it("shows the members-only notice to non-members on members-only rows and pages", () => {
    expect(resolve(plus(nonMember), "/spa-wellness")).toEqual({ rowId: "spa-wellness", gate: "membersOnly" });
    expect(resolve(plus(nonMember), "/directory/people/4")).toEqual({
      rowId: "directory",
      gate: "membersOnly",
    });
    expect(resolve(plus(member), "/spa-wellness").gate).toBe("page");
    expect(resolve(plus(member), "/directory").gate).toBe("page");
    const pages = [page("my-club", { membersOnly: true })];
    expect(resolve(plus(nonMember, pages), "/my-club").gate).toBe("membersOnly");
    expect(resolve(plus(member, pages), "/my-club").gate).toBe("page");
    expect(resolve(plus(nonMember), "/events").gate).toBe("page");
  });

  it("checks the disabled flag before membership", () => {
    const pages = [page("spa-wellness", { enabled: false })];
    expect(resolve(plus(nonMember, pages), "/spa-wellness").gate).toBe("disabled");
  });
});

describe("navigation items govern the router, not only the link (spec-2 §1)", () => {
  it("serves a moved item at its new path, and the old path is not found", () => {
    for (const input of [
      plus(member, [], [item("events", { path: "/whats-on" })]),
      lounge(member, [], [item("my-club", { path: "/clubhouse" })]),
    ]) {
      const [moved, old] = input.plan === "Plus" ? ["/whats-on/4", "/events/4"] : ["/clubhouse", "/my-club"];
      expect(resolve(input, moved).rowId).toBe(input.plan === "Plus" ? "events" : "my-club");
      expect(resolve(input, old)).toEqual({ rowId: "not-found", gate: "notFound" });
    }
  });

  it("gives not found for a disabled item, on either plan", () => {
    expect(resolve(plus(member, [], [item("dining", { enabled: false })]), "/dining/menu").gate).toBe(
      "disabled",
    );
    expect(resolve(lounge(member, [], [item("my-club", { enabled: false })]), "/my-club").gate).toBe(
      "disabled",
    );
  });

  it("shows the members-only notice when a non-member types a members-only item's URL", () => {
    const navigation = [item("events", { membersOnly: true })];
    expect(resolve(plus(nonMember, [], navigation), "/events/3").gate).toBe("membersOnly");
    expect(resolve(plus(member, [], navigation), "/events/3").gate).toBe("page");
  });

  it("keeps a page that is only left out of the menu (navigation: false) open", () => {
    expect(resolve(plus(member, [], [item("my-club", { navigation: false })]), "/my-club").gate).toBe("page");
  });

  it("lets the page config's path win over the item's; either one disables or restricts", () => {
    const pages = [page("events", { path: "/calendar" })];
    const input = plus(member, pages, [item("events", { path: "/whats-on" })]);
    expect(resolve(input, "/calendar").rowId).toBe("events");
    expect(resolve(input, "/whats-on").rowId).toBe("not-found");
    expect(
      resolve(plus(member, [page("events", { enabled: false })], [item("events")]), "/events").gate,
    ).toBe("disabled");
    expect(
      resolve(plus(nonMember, [page("events", { membersOnly: true })], [item("events")]), "/events").gate,
    ).toBe("membersOnly");
  });

  it("moves the guest-pass redirect with a moved club-benefits item", () => {
    expect(
      resolve(plus(member, [], [item("club-benefits", { path: "/perks" })]), "/guest-pass"),
    ).toMatchObject({
      redirectTo: "/perks/vouchers",
    });
  });
});

describe("links lead to screens (issue #24)", () => {
  it("shows a navigation item only where the router serves its page, on either plan", () => {
    for (const input of [plus(member), plus(nonMember), lounge(member), lounge(nonMember)]) {
      const session = input.account ?? member;
      const entries = navigationEntries({ ...input, isMember: session.isMember, screens: MEMBER_SCREENS });
      for (const entry of entries) expect(resolve(input, entry.path).gate, entry.path).toBe("page");
    }
  });

  it("lists the screens that exist and none that do not", () => {
    expect(MEMBER_SCREENS.has("dining")).toBe(true);
    expect(MEMBER_SCREENS.has("account-orders")).toBe(true);
    for (const built of [
      "directory",
      "notifications",
      "messages",
      "club-benefits",
      "blogs",
      "pages",
      "events",
      "account-perks",
      "rooms",
      "spa-wellness",
      "appointments",
      "my-schedule",
      "guest-voucher",
    ])
      expect(MEMBER_SCREENS.has(built), built).toBe(true);
    // A row that only passes its path on (the account's tabs) is no screen of its own.
    for (const missing of ["account-tab"]) expect(MEMBER_SCREENS.has(missing), missing).toBe(false);
  });

  it("links every account section to its page on either plan, My Tickets among them (issue 25)", () => {
    const sections = accountSectionsOf("/account", MEMBER_SCREENS);
    expect(sections.find((section) => section.key === "tickets")?.to).toBe("/account/wallet/tickets");
    for (const input of [plus(member), plus(nonMember), lounge(member), lounge(nonMember)])
      for (const section of sections) expect(resolve(input, section.to).gate, section.to).toBe("page");
    expect(resolve(lounge(member), "/account/wallet/tickets").rowId).toBe("account-wallet-tickets");
  });

  it("marks the section a path is in: My Tickets and the member's events are Tickets, not Wallet", () => {
    const sections = accountSectionsOf("/me", MEMBER_SCREENS);
    expect(currentSectionOf("/me/wallet/tickets", "/me", sections)).toBe("tickets");
    expect(currentSectionOf("/me/event/4b1e/transfer", "/me", sections)).toBe("tickets");
    expect(currentSectionOf("/me/wallet", "/me", sections)).toBe("wallet");
    expect(currentSectionOf("/me/wallet/cards", "/me", sections)).toBe("wallet");
    expect(currentSectionOf("/me/billing/orders/7", "/me", sections)).toBe("billing");
    expect(currentSectionOf("/me", "/me", sections)).toBe("profile");
    expect(currentSectionOf("/events", "/me", sections)).toBeNull();
    expect(currentSectionOf("/merch", "/me", sections)).toBeNull();
  });
});

describe("route objects", () => {
  it("loads every screen lazily, gates included", () => {
    const walk = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((r) => [r, ...walk(r.children ?? [])]);
    const leaves = walk(buildRoutes(plus(member))).filter((r) => r.path && r.path !== "/logout");
    for (const route of leaves) {
      expect(Boolean(route.lazy) || (route.handle as RouteHandle).gate === "redirect").toBe(true);
    }
  });
});

describe("the paywall (spec-1 §2.6, §4)", () => {
  const paywalled = { isMember: false, paywall: true };

  it("replaces every page of the portal, whatever the plan, and leaves /logout reachable", () => {
    for (const input of [lounge(paywalled), plus(paywalled)]) {
      for (const path of ["/", "/account", "/account/wallet", "/events/4", "/login", "/survey/1"])
        expect(resolve(input, path)).toEqual({ rowId: "paywall", gate: "page" });
      expect(resolve(input, "/logout").rowId).toBe("logout");
    }
  });

  it("draws outside the member shell: no navigation around it", () => {
    const matches = matchRoutes(buildRoutes(plus(paywalled)), "/account") ?? [];
    expect(matches.map((match) => match.route.id)).not.toContain("shell");
    expect(matches).toHaveLength(1);
  });

  it("is not shown to a member without the flag", () => {
    expect(resolve(plus({ isMember: true, paywall: false }), "/").rowId).toBe("home");
  });
});
