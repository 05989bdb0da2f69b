import { NAVIGATION_KEYS } from "@crest/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ScreensContext } from "../../../lib/routing/screens.ts";
import { testAccount, testConfig } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import HomePage from "./home-page.tsx";

const config = testConfig({
  plan: "Plus",
  settings: { globalNetworks: true },
  props: {
    navigation: [
      { key: "events", enabled: true, navigation: true, membersOnly: false },
      { key: "directory", enabled: true, navigation: true, membersOnly: false },
      { key: "dining", enabled: false, navigation: true, membersOnly: false },
    ],
  },
});

const network = [
  { id: "c1", name: "Harbour Club", url: "https://harbour.test", version: "Version4", current: true },
  { id: "c2", name: "Sierra Club", url: "https://sierra.test", version: "Version4", current: false },
];

/** The home page as the member shell shows it, every navigation item's screen built (these tests are about the club's settings). */
const Home = () => (
  <ScreensContext.Provider value={new Set(NAVIGATION_KEYS)}>
    <HomePage />
  </ScreensContext.Provider>
);

describe("HomePage", () => {
  it("greets the member and lists the navigation a member may use, the club card and other locations", () => {
    renderPage(<Home />, {
      route: "/",
      path: "/",
      config,
      account: testAccount({ isMember: true, globalNetworks: network }),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, Ada" })).toBeVisible();
    expect(screen.getByText("Active member")).toBeVisible();
    const links = within(
      screen.getByRole("heading", { name: "Explore" }).closest(".crest-panel") as HTMLElement,
    )
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual(["Events", "Directory"]);
    expect(screen.getByRole("link", { name: "(401) 555-0100" }).getAttribute("href")).toBe("tel:4015550100");
    expect(screen.getByRole("button", { name: "Switch to Sierra Club" })).toBeVisible();
    // This club is where the member is: nothing to switch to.
    expect(screen.queryByRole("button", { name: "Switch to Harbour Club" })).toBeNull();
  });

  it("switches to another location by starting there: the other club binds the pass to this browser", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<Home />, {
      route: "/",
      path: "/",
      config,
      account: testAccount({ isMember: true, globalNetworks: network }),
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Switch to Sierra Club" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://sierra.test/global-switch/start?from=company-1"),
    );
    // Nothing is asked of this club until the other one has given the browser its nonce.
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("says 'Not a member' in words and hides members-only links from non-members", () => {
    renderPage(<Home />, { route: "/", path: "/", config, account: testAccount({ isMember: false }) });
    expect(screen.getByText("Not a member")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Directory" })).toBeNull();
    expect(screen.getByRole("link", { name: "Events" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Other Locations" })).toBeNull();
  });

  it("links only to items whose screen exists", () => {
    renderPage(
      <ScreensContext.Provider value={new Set(["directory"])}>
        <HomePage />
      </ScreensContext.Provider>,
      { route: "/", path: "/", config, account: testAccount({ isMember: true }) },
    );
    expect(screen.getByRole("link", { name: "Directory" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Events" })).toBeNull();
  });
});
