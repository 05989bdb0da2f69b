import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount, testConfig } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { defaultProfilePhoto } from "../default-profile-photo.ts";
import ProfilePage from "./profile-page.tsx";

afterEach(() => vi.unstubAllGlobals());

/** The calls that change the account (the form also asks for the country names). */
const accountCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === "/api/account" && (init as RequestInit | undefined)?.method === "PATCH",
  );

const renderProfile = (account = testAccount(), config = testConfig()) =>
  renderPage(<ProfilePage />, { route: "/account/profile", path: "/account/profile", account, config });

describe("ProfilePage", { timeout: 20_000 }, () => {
  it("shows the phone as +1 (xxx) xxx-xxxx and the birthdate in the US date format", () => {
    renderProfile(testAccount({ mobile: "+14015550177" }));
    expect(screen.getByText("+1 (401) 555-0123")).toBeVisible();
    expect(screen.getByText("+1 (401) 555-0177")).toBeVisible();
    expect(screen.getByText("05/01/1990")).toBeVisible();
  });

  it("shows the SMS opt-in only where the club texts, and there it can be changed (issue 24, item 8)", async () => {
    renderProfile(testAccount({ optInSms: false }));
    expect(screen.queryByText("Text Message Updates from the Club")).toBeNull();
    cleanup();

    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, testAccount({ optInSms: true })),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderProfile(testAccount({ optInSms: false }), testConfig({ settings: { sms: true } }));
    const shown = screen.getByText("Text Message Updates from the Club").closest("tr") as HTMLElement;
    expect(within(shown).getByText("No")).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await user.click(screen.getByLabelText(/^Text Message Updates from the Club/));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(accountCalls(fetchMock)).toHaveLength(1));
    const [, init] = accountCalls(fetchMock)[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ opt_in_sms: true });
  });

  it("shows the default photo for gender F when there is none", () => {
    renderProfile(testAccount({ gender: "F", profilePhoto: null }));
    const photo = screen.getByRole<HTMLImageElement>("img", { name: "Profile photo of Ada Lovelace" });
    expect(photo.getAttribute("src")).toBe(defaultProfilePhoto("F"));
    expect(defaultProfilePhoto("F")).not.toBe(defaultProfilePhoto("M"));
  });

  it("refuses an invalid phone number and saves only the changed field", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(200, {}));
    vi.stubGlobal("fetch", fetchMock);
    renderProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    const mobileItem = screen.getByText("Mobile").closest(".ant-form-item") as HTMLElement;
    const mobile = within(mobileItem).getByRole("textbox");
    await user.type(mobile, "12345");
    expect((mobile as HTMLInputElement).value).toBe("(123) 45");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await within(mobileItem).findByText("Please enter a valid phone number")).toBeVisible();
    expect(accountCalls(fetchMock)).toEqual([]);

    await user.clear(mobile);
    await user.type(mobile, "4015550199");
    expect((mobile as HTMLInputElement).value).toBe("(401) 555-0199");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(accountCalls(fetchMock)).toHaveLength(1));
    const [url, init] = accountCalls(fetchMock)[0] as [string, RequestInit];
    expect(url).toBe("/api/account");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({ mobile: "+14015550199" });
  });

  it("edits the address in the shared fields: none required, a state may be cleared, a given ZIP Code must fit", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(200, {}));
    vi.stubGlobal("fetch", fetchMock);
    renderProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    // Optional fields say so: every address field here is one.
    const state = screen.getByRole("combobox", { name: "State (optional)" });
    const zip = screen.getByRole("textbox", { name: "ZIP Code (optional)" });
    await user.clear(zip);
    await user.type(zip, "ABC12");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Please enter a valid value")).toBeVisible();
    expect(accountCalls(fetchMock)).toEqual([]);

    // Blank is allowed: the profile's address is the member's to give or not.
    await user.clear(zip);
    const stateItem = state.closest(".ant-form-item") as HTMLElement;
    await user.click(within(stateItem).getByRole("button", { name: "Clear" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(accountCalls(fetchMock)).toHaveLength(1));
    const [, init] = accountCalls(fetchMock)[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ state: null, zip_code: null });
  });

  it("asks for the current password only when the e-mail changes, and sends it with the new address", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, testAccount({ pendingEmail: "ada@new.example" })),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    const email = screen.getByLabelText("E-mail");
    // The profile form's own field (the page's password card has one of the same name).
    const form = within(email.closest("form") as HTMLElement);
    expect(form.queryByLabelText("Current Password")).toBeNull();
    await user.clear(email);
    await user.type(email, "ada@new.example");
    const password = await form.findByLabelText("Current Password");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Please enter your current password")).toBeVisible();
    expect(accountCalls(fetchMock)).toEqual([]);

    await user.type(password, "Old#Pass1");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(accountCalls(fetchMock)).toHaveLength(1));
    const [, init] = accountCalls(fetchMock)[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: "ada@new.example",
      current_password: "Old#Pass1",
    });
  });

  it("shows an e-mail change waiting for confirmation", () => {
    renderProfile(testAccount({ pendingEmail: "ada@new.example" }));
    expect(screen.getByText("New e-mail, waiting for confirmation")).toBeVisible();
    expect(screen.getByText("ada@new.example")).toBeVisible();
  });

  it("leads focus into the form on Edit and back to Edit after Cancel", async () => {
    renderProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("First Name")));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Profile" })),
    );
  });

  it("keeps field ids unique when the forced-password modal sits over the password card", async () => {
    const { default: ForcedPasswordModal } = await import("../components/forced-password-modal.tsx");
    const account = testAccount({ flag: "createpw" });
    renderPage(
      <>
        <ProfilePage />
        <ForcedPasswordModal account={account} />
      </>,
      { route: "/account/profile", path: "/account/profile", account },
    );
    const dialog = await screen.findByRole("dialog");
    const inModal = within(dialog).getByLabelText("New Password");
    const onPage = screen
      .getAllByLabelText("New Password")
      .find((field) => !dialog.contains(field)) as HTMLElement;
    expect(inModal.id).not.toBe("");
    expect(inModal.id).not.toBe(onPage.id);
    expect(document.querySelectorAll(`[id="${inModal.id}"]`)).toHaveLength(1);
  });
});
