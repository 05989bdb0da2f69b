import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import ForcedPasswordModal from "./forced-password-modal.tsx";

afterEach(() => vi.unstubAllGlobals());

const saveButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Save Password" });

function renderModal(flag: "createpw" | "changepw") {
  const account = testAccount({ flag });
  return renderPage(<ForcedPasswordModal account={account} />, { route: "/", path: "/", account });
}

describe("ForcedPasswordModal", { timeout: 20_000 }, () => {
  it("covers the page with its mask and cannot be closed: no close button, Escape and the mask do nothing", async () => {
    renderModal("createpw");
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    // The mask lies over the page, so nothing behind the modal can be reached with the mouse.
    const mask = document.querySelector<HTMLElement>(".ant-modal-mask");
    expect(mask, "the modal's mask over the page").not.toBeNull();
    expect(mask).toBeVisible();
    expect(screen.queryByRole("button", { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape", code: "Escape", keyCode: 27 });
    // A click outside the dialog lands on the wrap that holds it, as on the mask it covers.
    const outside = document.querySelector<HTMLElement>(".ant-modal-wrap") ?? (mask as HTMLElement);
    fireEvent.mouseDown(outside);
    fireEvent.mouseUp(outside);
    fireEvent.click(outside);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("dialog")).toBeVisible();
    expect(screen.getByText("Create a Password")).toBeVisible();
  });

  it("asks only for a new password on createpw and enables save once it is strong", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal("fetch", fetchMock);
    renderModal("createpw");
    await screen.findByRole("dialog");
    expect(screen.queryByLabelText("Current Password")).toBeNull();
    expect(saveButton().disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New Password"), "weakpass");
    expect(saveButton().disabled).toBe(true);
    await user.type(screen.getByLabelText("New Password"), "A1");
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(screen.getByRole("meter").getAttribute("aria-valuenow")).toBe("4");
  });

  it("changes the password with the current one on changepw and puts a wrong current password on its field", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(400, {
        code: "invalid_request",
        error: "invalid_request",
        title: "Invalid Request",
        error_message: "Invalid Request",
        error_description: "Check the fields",
        error_details: [
          { field: "password.current_password", details: "The current password is not correct" },
        ],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderModal("changepw");
    await screen.findByText("Change Your Password");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Current Password"), "old-one");
    await user.type(screen.getByLabelText("New Password"), "Better#Pass1");
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await user.click(saveButton());
    expect(await screen.findByText("The current password is not correct")).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/account");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({
      password: { current_password: "old-one", new_password: "Better#Pass1" },
    });
  });
});
