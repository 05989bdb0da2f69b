import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import EmailChangeUndoPage from "./email-change-undo-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const renderUndo = () =>
  renderPage(<EmailChangeUndoPage />, {
    route: "/email-change/undo/:id",
    path: "/email-change/undo/tok-12345678",
  });

describe("EmailChangeUndoPage", { timeout: 20_000 }, () => {
  it("does nothing until asked (mail scanners open links), then keeps the e-mail and offers a new password", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, message: "ok" }));
    vi.stubGlobal("fetch", fetchMock);
    renderUndo();
    expect(screen.getByRole("heading", { name: "Was this change not you?" })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole("button", { name: "Keep This E-mail" }));
    expect(await screen.findByRole("heading", { name: "Your E-mail Is Back" })).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/public/account/email-change/undo");
    expect(JSON.parse(String(init.body))).toEqual({ token: "tok-12345678" });
    expect(screen.getByRole("link", { name: "Choose a New Password" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("says the link is spent when the token is used or expired", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(400, { error: "Invalid token", code: "invalid_token", error_details: [] }),
      ),
    );
    renderUndo();
    await userEvent.setup().click(screen.getByRole("button", { name: "Keep This E-mail" }));
    expect(await screen.findByRole("heading", { name: "Link Expired" })).toBeVisible();
  });
});
