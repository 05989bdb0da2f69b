import { parseCardExpiry } from "@crest/domain/wallet/wallet.rules";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { formatCardExpiry } from "./card-expiry-input.rules.ts";
import { CardExpiryInput } from "./card-expiry-input.tsx";
import { messages } from "./messages.ts";

function Controlled() {
  const [value, setValue] = useState("");
  return <CardExpiryInput value={value} onChange={setValue} />;
}

const field = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Expiration date" });

describe("formatCardExpiry", () => {
  it("inserts ' / ' after two digits and caps at four digits", () => {
    expect(formatCardExpiry("1")).toBe("1");
    expect(formatCardExpiry("12")).toBe("12 / ");
    expect(formatCardExpiry("12 / 2")).toBe("12 / 2");
    expect(formatCardExpiry("1/2/28x9")).toBe("12 / 28");
  });

  it("drops the month's last digit when the separator is deleted", () => {
    expect(formatCardExpiry("12 /", "12 / ")).toBe("1");
  });
});

describe("parseCardExpiry", () => {
  it("splits on the slash", () => {
    expect(parseCardExpiry("04 / 28")).toEqual({ expMonth: 4, expYear: 2028 });
    expect(parseCardExpiry("04/28")).toEqual({ expMonth: 4, expYear: 2028 });
  });

  it("rejects incomplete values and impossible months", () => {
    expect(parseCardExpiry("04 / 2")).toBeNull();
    expect(parseCardExpiry("13 / 28")).toBeNull();
  });
});

describe("CardExpiryInput", () => {
  it("shows MM / YY as the user types digits", async () => {
    renderWithIntl(<Controlled />, { messages: messages.en });
    expect(field().placeholder).toBe("MM / YY");
    await userEvent.type(field(), "04");
    expect(field().value).toBe("04 / ");
    await userEvent.type(field(), "2899");
    expect(field().value).toBe("04 / 28");
  });

  it("lets backspace walk back through the separator", async () => {
    renderWithIntl(<Controlled />, { messages: messages.en });
    await userEvent.type(field(), "0428");
    await userEvent.type(field(), "{Backspace}{Backspace}");
    expect(field().value).toBe("04 / ");
    await userEvent.type(field(), "{Backspace}");
    expect(field().value).toBe("0");
  });
});
