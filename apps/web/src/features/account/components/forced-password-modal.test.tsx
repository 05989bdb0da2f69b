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
  it("cannot be closed: no close button, Escape and the mask do nothing", async () => {
    renderModal("createpw");
    const dialog = await screen.findByRole("dialog");
    expect(screen.queryByRole("button", { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape", code: "Escape", keyCode: 27 });
    const mask = document.querySelector(".ant-modal-wrap");
    if (mask) fireEvent.click(mask);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByText("Create a Password")).toBeTruthy();
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
    expect(await screen.findByText("The current password is not correct")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/account");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({
      password: { current_password: "old-one", new_password: "Better#Pass1" },
    });
  });
});
