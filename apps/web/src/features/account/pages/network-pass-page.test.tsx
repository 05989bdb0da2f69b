import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import NetworkPassPage from "./network-pass-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const binding = "b".repeat(43);

/** The club moved to (a company id). */
const OTHER_CLUB = "0c0ffee0-0000-4000-8000-0000000000c2";

describe("NetworkPassPage", { timeout: 20_000 }, () => {
  it("asks for a pass bound to the other club's nonce and goes on to spend it there", async () => {
    const replace = vi.fn();
    vi.stubGlobal("location", { ...window.location, replace });
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { url: "https://sierra.test/global-switch/arrive#pass-1" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<NetworkPassPage />, {
      route: "/global-switch/pass",
      path: `/global-switch/pass?to=${OTHER_CLUB}&binding=${binding}`,
      account: testAccount(),
    });
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith("https://sierra.test/global-switch/arrive#pass-1"),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/account/global-switch");
    expect(JSON.parse(String(init.body))).toEqual({ company_id: OTHER_CLUB, binding });
  });

  it("says so, and leads home, when the club refuses", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(404, { code: "not_found", title: "Not Found", error_details: [] })),
    );
    renderPage(<NetworkPassPage />, {
      route: "/global-switch/pass",
      path: `/global-switch/pass?to=c9&binding=${binding}`,
      account: testAccount(),
    });
    expect(await screen.findByRole("heading", { name: "We Could Not Switch You" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the Portal" }).getAttribute("href")).toBe("/");
  });
});
