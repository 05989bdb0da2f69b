import type { Card } from "@crest/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { WalletMessages } from "../lazy-messages/wallet-messages.tsx";
import { entriesOf, type MethodEntry } from "./method-entry.ts";
import { WalletList } from "./wallet-list.tsx";

const card = (i: number, brand: string): MethodEntry => {
  const method: Card = {
    id: `c${i}`,
    brand,
    nickname: `Card ${i}`,
    billingUse: i === 1 ? "default" : "none",
    default: i === 1,
    status: "active",
    expMonth: 4,
    expYear: 2030,
    lastFour: `00${i}`.slice(-4),
    billingDetails: { name: "Ada Lovelace", zipCode: "02840", country: "US" },
    verified: true,
    paymentType: "creditcard",
    type: "sandbox",
    paymentProcessorId: "p",
    createdOn: new Date(),
    fullExpiration: "04 / 30",
    customerId: "cu",
  };
  return { kind: "card", id: method.id, method };
};

describe("WalletList (spec-1 §2.5 item 4, §9)", { timeout: 20_000 }, () => {
  it("shows 6 methods a page, opens one on click, and draws Visa and Amex as full logos", async () => {
    const onOpen = vi.fn();
    const entries = Array.from({ length: 8 }, (_, i) =>
      card(i + 1, i === 0 ? "visa" : i === 1 ? "amex" : "mastercard"),
    );
    renderPage(
      <WalletMessages>
        <WalletList entries={entries} onOpen={onOpen} />
      </WalletMessages>,
      {
        route: "/w",
        path: "/w",
        account: testAccount(),
      },
    );
    const list = screen.getByRole("list", { name: "Payment methods" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(6);
    expect(screen.getByRole("img", { name: "Visa card" }).getAttribute("width")).toBe("56");
    expect(screen.getByRole("img", { name: "American Express card" }).getAttribute("width")).toBe("56");
    // Badges of one width (issue 24): the full logos and the small marks line up.
    expect(screen.getAllByRole("img", { name: "Mastercard card" })[0]?.getAttribute("width")).toBe("56");
    expect(screen.getByText("Default")).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Card 3" }));
    expect(onOpen).toHaveBeenCalledWith(entries[2]);
    await user.click(screen.getByTitle("2"));
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });

  it("is checkable for choosing one method", async () => {
    const onSelect = vi.fn();
    const entries = [card(1, "visa"), card(2, "discover")];
    renderPage(
      <WalletMessages>
        <WalletList entries={entries} onSelect={onSelect} selectedId="c1" />
      </WalletMessages>,
      {
        route: "/w",
        path: "/w",
        account: testAccount(),
      },
    );
    const boxes = screen.getAllByRole("checkbox");
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(boxes[1] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(entries[1]);
  });

  it("keeps the house account on the first page, marked as the club's, not HOUS", () => {
    const cards = Array.from({ length: 7 }, (_, i) => card(i + 1, "mastercard").method as Card);
    const house = {
      id: "house-account",
      paymentType: "houseAccount",
      brand: "houseAccount",
      nickname: "House Account",
      default: false,
    } as const;
    const entries = entriesOf({ cards, banks: [], houseAccount: house });
    renderPage(
      <WalletMessages>
        <WalletList entries={entries} onOpen={vi.fn()} />
      </WalletMessages>,
      { route: "/w", path: "/w", account: testAccount() },
    );
    const list = screen.getByRole("list", { name: "Payment methods" });
    expect(within(list).getByRole("button", { name: "Edit House Account" })).toBeVisible();
    const badge = screen.getByRole("img", { name: "House account card" });
    expect(badge.textContent).not.toBe("HOUS");
    expect(badge.getAttribute("width")).toBe("56");
  });

  it("offers a visible Make default on every method that is not the default", async () => {
    const onMakeDefault = vi.fn();
    const entries = [card(1, "visa"), card(2, "mastercard")];
    renderPage(
      <WalletMessages>
        <WalletList entries={entries} onOpen={vi.fn()} onMakeDefault={onMakeDefault} />
      </WalletMessages>,
      { route: "/w", path: "/w", account: testAccount() },
    );
    const buttons = screen.getAllByRole("button", { name: /^Make default/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.getAttribute("aria-label")).toBe("Make default: Card 2");
    await userEvent.setup().click(buttons[0] as HTMLElement);
    expect(onMakeDefault).toHaveBeenCalledWith(entries[1]);
  });
});
