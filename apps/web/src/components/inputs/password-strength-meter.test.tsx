import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { messages } from "./messages.ts";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

const meter = () => screen.getByRole("meter", { name: "Password strength" });
const filledSegments = () => meter().querySelectorAll('[data-filled="true"]').length;

describe("PasswordStrengthMeter", () => {
  it("fills no segment and lists every criterion as unmet for an empty password", () => {
    renderWithIntl(<PasswordStrengthMeter password="" />, { messages: messages.en });
    expect(meter().getAttribute("aria-valuenow")).toBe("0");
    expect(filledSegments()).toBe(0);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "○ At least 8 characters: not yet",
      "○ An uppercase letter: not yet",
      "○ A lowercase letter: not yet",
      "○ A number or one of !@#$%^&*_: not yet",
    ]);
  });

  it("fills one segment per criterion met and marks which ones", () => {
    renderWithIntl(<PasswordStrengthMeter password="abcdefgh" />, { messages: messages.en });
    expect(filledSegments()).toBe(2);
    expect(meter().getAttribute("aria-valuetext")).toBe("2 of 4 password requirements met");
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-met"))).toEqual(["true", "false", "true", "false"]);
  });

  it("fills all four segments for a strong password", () => {
    renderWithIntl(<PasswordStrengthMeter password="Secret_pw" />, { messages: messages.en });
    expect(filledSegments()).toBe(4);
    expect(meter().getAttribute("aria-valuenow")).toBe("4");
  });

  it("announces changes politely", () => {
    renderWithIntl(<PasswordStrengthMeter password="A1" />, { messages: messages.es, locale: "es" });
    const list = screen.getByRole("list");
    expect(list.getAttribute("aria-live")).toBe("polite");
    expect(list.textContent).toContain("Una letra mayúscula: cumplido");
  });
});
