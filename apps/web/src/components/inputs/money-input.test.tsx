import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { messages } from "./messages.ts";
import { type MoneyInputMode, sanitizeMoneyInput } from "./money-input.rules.ts";
import { MoneyInput } from "./money-input.tsx";

function Controlled({ mode }: { mode: MoneyInputMode }) {
  const [value, setValue] = useState("");
  return (
    <>
      <MoneyInput mode={mode} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("sanitizeMoneyInput", () => {
  it("keeps only digits in dollars mode", () => {
    expect(sanitizeMoneyInput("$1,250.75", "dollars")).toBe("125075");
  });

  it("keeps only two digits in cents mode", () => {
    expect(sanitizeMoneyInput("0.457", "cents")).toBe("04");
    expect(sanitizeMoneyInput("a7", "cents")).toBe("7");
  });

  it("keeps one dot and two decimals in decimal mode", () => {
    expect(sanitizeMoneyInput("$1,250.759", "decimal")).toBe("1250.75");
    expect(sanitizeMoneyInput("1.2.3", "decimal")).toBe("1.23");
    expect(sanitizeMoneyInput("12.", "decimal")).toBe("12.");
  });
});

describe("MoneyInput", () => {
  it("strips non-digits in dollars mode", async () => {
    renderWithIntl(<Controlled mode="dollars" />, { messages: messages.en });
    await userEvent.type(screen.getByRole("textbox", { name: "Amount in dollars" }), "$12.5a");
    expect(screen.getByTestId("value").textContent).toBe("125");
  });

  it("holds exactly two characters in cents mode, padding a single digit on blur", async () => {
    renderWithIntl(<Controlled mode="cents" />, { messages: messages.en });
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Amount in cents" });
    await userEvent.type(input, "4x56");
    expect(input.value).toBe("45");
    await userEvent.clear(input);
    await userEvent.type(input, "7");
    await userEvent.tab();
    expect(input.value).toBe("07");
  });

  it("allows one dot and two decimals in decimal mode", async () => {
    renderWithIntl(<Controlled mode="decimal" />, { messages: messages.en });
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Amount" });
    await userEvent.type(input, "1a2.3.45");
    expect(input.value).toBe("12.34");
  });

  it("is labelled in Spanish", () => {
    renderWithIntl(<Controlled mode="cents" />, { messages: messages.es, locale: "es" });
    expect(screen.getByRole("textbox", { name: "Importe en céntimos" })).toBeVisible();
  });

  it("takes the comma as the decimal separator in Spanish and keeps a dot in the value", async () => {
    renderWithIntl(<Controlled mode="decimal" />, { messages: messages.es, locale: "es-ES" });
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Importe" });
    await userEvent.type(input, "1.234,567");
    expect(input.value).toBe("1234,56");
    expect(screen.getByTestId("value").textContent).toContain("1234.56");
  });
});
