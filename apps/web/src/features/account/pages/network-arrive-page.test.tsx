import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import NetworkArrivePage from "./network-arrive-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const signedInAsOther = {
  code: "signed_in_as_other",
  title: "Someone Else Is Signed In",
  error_details: [],
};

function arrive(fetchMock: ReturnType<typeof vi.fn>) {
  const replace = vi.fn();
  vi.stubGlobal("location", { ...window.location, replace });
  vi.stubGlobal("fetch", fetchMock);
  renderPage(<NetworkArrivePage />, {
    route: "/global-switch/arrive",
    path: "/global-switch/arrive#pass-123",
  });
  return replace;
}

const callsOf = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).body ?? null]);

describe("NetworkArrivePage", { timeout: 20_000 }, () => {
  it("spends the pass from the fragment and starts the portal afresh, signed in", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, testAccount()));
    const replace = arrive(fetchMock);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(callsOf(fetchMock)).toEqual([["/api/public/global-switch", JSON.stringify({ pass: "pass-123" })]]);
  });

  it("never replaces someone else's session silently: the member signs them out to continue", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(409, signedInAsOther))
      .mockResolvedValueOnce(jsonResponse(200, { success: true }))
      .mockResolvedValueOnce(jsonResponse(200, testAccount()));
    const replace = arrive(fetchMock);
    expect(await screen.findByRole("heading", { name: "Someone Else Is Signed In Here" })).toBeVisible();
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Stay Signed In" }).getAttribute("href")).toBe("/");

    await userEvent.setup().click(screen.getByRole("button", { name: "Sign Out and Continue" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(callsOf(fetchMock).map(([url]) => url)).toEqual([
      "/api/public/global-switch",
      "/signout",
      "/api/public/global-switch",
    ]);
  });

  it("says the switch expired when the pass is spent or made for another browser", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(400, { code: "switch_expired", title: "Switch Expired", error_details: [] }),
    );
    arrive(fetchMock);
    expect(await screen.findByRole("heading", { name: "This Switch Has Expired" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the Portal" }).getAttribute("href")).toBe("/");
  });
});
