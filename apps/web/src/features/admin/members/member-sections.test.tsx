import type { Order, StaffMemberDetail } from "@crest/domain";
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createFormatter } from "../../../lib/format/formatter.ts";
import { catalogue } from "../../../lib/intl/catalogue.ts";
import { testAccount } from "../../../test/fixtures.ts";
import { renderWithIntl } from "../../../test/render-with-intl.tsx";
import { messages as orderMessages } from "../orders/lazy-messages/messages.ts";
import { messages } from "./lazy-messages/messages.ts";
import { MemberSections } from "./member-sections.tsx";

const format = createFormatter({ currency: "USD", locale: "en-us", timezone: "UTC" });
const ORDER_ID = "5d0b2f1e-8c1a-4c36-9f0e-2a7d4b9c1e30";

/** Only what the orders section reads of an order. */
const order = {
  id: ORDER_ID,
  number: 1042,
  createdOn: "2026-11-20T15:00:00Z",
  status: "completed",
  total: 4200,
};

const member: StaffMemberDetail = {
  account: testAccount(),
  activated: true,
  memberships: [],
  wallet: [{ id: "pm-1", kind: "card", brand: "visa", lastFour: "4242", expiry: "12/28", default: true }],
  recentOrders: [order as unknown as Order],
  bookings: [],
  events: [],
  perks: { vouchers: [], offers: [], houseCredits: [], houseCreditBalance: 0 },
  ledgerBalance: 0,
};

describe("MemberSections", () => {
  it("names a card's brand as members read it, and opens each recent order's page", () => {
    renderWithIntl(
      <MemoryRouter>
        <MemberSections member={member} format={format} />
      </MemoryRouter>,
      { messages: { ...(catalogue.en as Record<string, string>), ...messages.en, ...orderMessages.en } },
    );
    const wallet = screen.getByRole("region", { name: "Wallet" });
    expect(wallet).toHaveTextContent("Visa");
    expect(wallet).not.toHaveTextContent("visa");
    expect(screen.getByRole("link", { name: "Order #1042" })).toHaveAttribute(
      "href",
      `/admin/orders/${ORDER_ID}`,
    );
  });
});
