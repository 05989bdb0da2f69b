import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrorBody, jsonResponse } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import RegisterPage from "./register-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const submitButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Create Account" });

async function fillForm(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("First Name"), "Ada");
  await user.type(screen.getByLabelText("Last Name"), "Lovelace");
  await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), password);
  return user;
}

describe("RegisterPage", { timeout: 20_000 }, () => {
  it("keeps submit disabled until the password meets all four criteria", async () => {
    renderPage(<RegisterPage />, { route: "/register", path: "/register" });
    expect(submitButton().disabled).toBe(true);
    // A disabled Create Account says why (issue 24).
    const why = screen.getByText(
      "Create Account becomes available once the password meets all four criteria.",
    );
    expect(submitButton().getAttribute("aria-describedby")).toBe(why.id);
    const user = await fillForm("weakpass");
    expect(submitButton().disabled).toBe(true);
    await user.type(screen.getByLabelText("Password"), "A1");
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(
      screen.queryByText("Create Account becomes available once the password meets all four criteria."),
    ).toBeNull();
  });

  it("shows the server's field error on the e-mail field", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(409, {
        ...fieldErrorBody("email", "This e-mail is already registered"),
        code: "email_taken",
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<RegisterPage />, { route: "/register", path: "/register" });
    const user = await fillForm("Strong#Pass1");
    await user.click(submitButton());
    expect(await screen.findByText("This e-mail is already registered")).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/public/account/register",
      expect.objectContaining({ method: "POST" }),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      password: "Strong#Pass1",
    });
  });

  it("shows 'check your e-mail' after registering", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(201, { success: true, message: "ok" })),
    );
    renderPage(<RegisterPage />, { route: "/register", path: "/register" });
    const user = await fillForm("Strong#Pass1");
    await user.click(submitButton());
    expect(await screen.findByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    expect(screen.getByText(/ada@example.com/)).toBeVisible();
  });

  it("checks 'malo@' itself (no browser bubble) and focuses the field with the portal's message", async () => {
    renderPage(<RegisterPage />, { route: "/register", path: "/register" });
    const user = await fillForm("Strong#Pass1");
    const email = screen.getByLabelText("E-mail");
    await user.clear(email);
    await user.type(email, "malo@");
    expect(email.closest("form")?.noValidate).toBe(true);
    await user.click(submitButton());
    expect(await screen.findByText("Please enter a valid e-mail address")).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });
});
