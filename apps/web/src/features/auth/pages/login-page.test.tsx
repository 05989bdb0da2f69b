import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import LoginPage from "./login-page.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("LoginPage", { timeout: 20_000 }, () => {
  it("has the same show-password toggle as register and forgot-password (issue 24)", async () => {
    renderPage(<LoginPage />, { route: "/login", path: "/login" });
    const password = (await screen.findByLabelText("Password")) as HTMLInputElement;
    expect(password.type).toBe("password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await userEvent.setup().click(toggle);
    expect(password.type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
  });
});
