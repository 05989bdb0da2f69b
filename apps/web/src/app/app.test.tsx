import { snakeKeys } from "@crest/domain";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../lib/query-client.ts";
import { testAccount, testConfig } from "../test/fixtures.ts";
import { App } from "./app.tsx";

type Handler = (init: RequestInit | undefined) => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(snakeKeys(body)), { status, headers: { "content-type": "application/json" } });

/** A fake same-origin API: routes keyed "METHOD /path". */
function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://club.test");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const handler = routes[key];
    return handler ? handler(init) : json(404, { code: "not_found", title: "Not Found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

beforeEach(() => {
  queryClient.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the app frame", () => {
  it("shows the login page to a visitor at any path, and the API's error for a wrong password", async () => {
    window.history.pushState({}, "", "/account/wallet");
    serve({
      "GET /config": () => json(200, testConfig()),
      "GET /api/account": () => json(401, { code: "unauthorized", title: "Please Sign In" }),
      "POST /login": () =>
        json(401, {
          code: "invalid_credentials",
          error: "invalid_credentials",
          title: "Sign In Failed",
          errorMessage: "Sign In Failed",
          errorDescription: "The e-mail or password is incorrect.",
        }),
    });
    render(<App />);
    const email = await screen.findByLabelText("E-mail", {}, { timeout: 5000 });
    // Each page has its own title: its h1, then the club.
    await waitFor(() => expect(document.title).toBe("Sign In · Harbour Club"));
    fireEvent.change(email, { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    const description = await screen.findByText("The e-mail or password is incorrect.");
    expect(description.closest('[role="alert"]')?.textContent).toContain("Sign In Failed");
    expect(window.location.pathname).toBe("/account/wallet");
  });

  it("signs in and lands a Lounge member on /account inside the member shell", async () => {
    window.history.pushState({}, "", "/login");
    let signedIn = false;
    serve({
      "GET /config": () => json(200, testConfig({ plan: "Lounge" })),
      "GET /api/account": () =>
        signedIn ? json(200, testAccount()) : json(401, { code: "unauthorized", title: "x" }),
      "POST /login": () => {
        signedIn = true;
        return json(200, testAccount());
      },
    });
    render(<App />);
    fireEvent.change(await screen.findByLabelText("E-mail", {}, { timeout: 5000 }), {
      target: { value: "ada@example.com" },
    });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Secret123!" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(window.location.pathname).toBe("/account"), { timeout: 5000 });
    expect(
      await screen.findByRole("navigation", { name: "Main Navigation" }, { timeout: 5000 }),
    ).toBeVisible();
    // The account tabs, the bell, and the calendar now that My Schedule is built (issue 26).
    const wallet = await screen.findByRole("link", { name: "Wallet" }, { timeout: 5000 });
    expect(wallet.getAttribute("href")).toBe("/account/wallet");
    // My Tickets is an account tab of its own (issue 25), not only a link on the catalogue.
    expect(screen.getByRole("link", { name: "Tickets" }).getAttribute("href")).toBe(
      "/account/wallet/tickets",
    );
    expect(screen.getByRole("link", { name: /^Notifications/ }).getAttribute("href")).toBe("/notifications");
    expect(screen.getByRole("link", { name: "My Schedule" }).getAttribute("href")).toBe("/my-schedule");
  });

  it("shows the members-only notice to a non-member on a members-only page", async () => {
    window.history.pushState({}, "", "/spa-wellness");
    serve({
      "GET /config": () => json(200, testConfig({ plan: "Plus" })),
      "GET /api/account": () => json(200, testAccount({ isMember: false })),
    });
    render(<App />);
    expect(await screen.findByRole("heading", { name: "Members Only" }, { timeout: 5000 })).toBeVisible();
  });

  it("explains an unknown club and retries", async () => {
    window.history.pushState({}, "", "/");
    const fetchMock = serve({ "GET /api/account": () => json(401, {}) });
    render(<App />);
    expect(await screen.findByRole("heading", { name: "Club not found" }, { timeout: 5000 })).toBeVisible();
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
  });

  it("replaces the whole portal with the paywall while the account carries membership_failed_payment", async () => {
    window.history.pushState({}, "", "/account/wallet");
    serve({
      "GET /config": () => json(200, testConfig({ plan: "Lounge" })),
      "GET /api/account": () =>
        json(200, testAccount({ flag: "membership_failed_payment", isMember: false })),
      "GET /api/account/transactions": () => json(200, []),
      "GET /api/account/transactions/overdue": () => json(200, []),
    });
    render(<App />);
    expect(await screen.findByRole("link", { name: "Sign Out" }, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByText("There is no payment due on your membership any more.")).toBeVisible();
    // No shell: neither the navigation nor the wallet page the URL names.
    expect(screen.queryByRole("navigation", { name: "Main Navigation" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Wallet" })).toBeNull();
    expect(window.location.pathname).toBe("/account/wallet");
  });
});
