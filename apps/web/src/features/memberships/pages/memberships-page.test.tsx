import { surveySchema, toWire } from "@crest/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { survey } from "../../../test/survey-fixtures.ts";
import { cardOnWire, invitationOnWire, parentCard } from "../test/membership-fixtures.ts";
import MembershipsPage from "./memberships-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const family = parentCard(1);
const marina = parentCard(0, {
  id: "7d1f0e2a-0000-4000-8000-000000000002",
  title: "Marina Slip",
  type: "add-on",
  maxInvites: 0,
  cardId: "HC-900",
  theme: { backgroundColor: "#f2c14e", foregroundColor: "#1d2433" },
  passbook: { appleWallet: "/api/account/memberships/m/pkpass", googleWallet: null, wallet: "/passbook/m" },
});

const invitation = invitationOnWire;

function stubApi(cards = [family, marina], invitations: unknown[] = [], forms: unknown[] = []) {
  const posts: string[] = [];
  const gets: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        posts.push(url);
        return jsonResponse(200, { success: true });
      }
      gets.push(url);
      if (url === "/api/account/memberships") return jsonResponse(200, cards.map(cardOnWire));
      if (url === "/api/account/membership-invitations") return jsonResponse(200, invitations);
      if (url === "/api/account/surveys") return jsonResponse(200, forms);
      return jsonResponse(200, []);
    }),
  );
  return { posts, gets };
}

const renderMemberships = () =>
  renderPage(<MembershipsPage />, {
    route: "/account/memberships",
    path: "/account/memberships",
    account: testAccount(),
  });

describe("/account/memberships (spec-2 account area, membership tab)", { timeout: 20_000 }, () => {
  it("draws each card in its membership's colours, and a card opens with its code and wallet buttons", async () => {
    const { posts } = stubApi();
    renderMemberships();
    const list = await screen.findByRole("list", { name: "Membership cards" });
    const marinaCard = within(list).getByRole("button", { name: "View card Marina Slip" });
    expect(marinaCard.getAttribute("style")).toBe("background: #f2c14e; color: #1d2433;");
    expect(marinaCard.textContent).toContain("Add-on");
    expect(within(list).getByRole("button", { name: "View card Family Membership" }).textContent).toContain(
      "Card No. HC-100200",
    );

    const user = userEvent.setup();
    await user.click(marinaCard);
    const drawer = await screen.findByRole("dialog");
    expect(
      within(drawer).getByRole("img", { name: "Code of membership card HC-900" }).getAttribute("src"),
    ).toBe(family.barcode.url);
    // Apple Wallet is configured for this card, Google Wallet is not.
    expect(within(drawer).getByRole("link", { name: "Add to Apple Wallet" }).getAttribute("href")).toBe(
      "/api/account/memberships/m/pkpass",
    );
    expect(within(drawer).queryByRole("link", { name: "Save to Google Wallet" })).toBeNull();
    // An add-on card without invites has no additional members section.
    expect(within(drawer).queryByRole("heading", { name: "Additional Members" })).toBeNull();
    await user.click(within(drawer).getByRole("button", { name: "E-mail My Card" }));
    // antd's message list lays its toasts out (and fades them in) by script that happy-dom does not
    // run; the toast is on the page with its words.
    expect(await screen.findByText("E-mail sent")).toBeInTheDocument();
    expect(posts).toEqual([`/api/account/memberships/${marina.id}/send`]);
  });

  it("says an inactive card is inactive, and shows no code, wallet or e-mail for it", async () => {
    const inactive = parentCard(0, { status: "inactive", active: false, maxInvites: 0, canInvite: false });
    const { gets } = stubApi([inactive]);
    renderMemberships();
    const list = await screen.findByRole("list", { name: "Membership cards" });
    const tile = within(list).getByRole("button", { name: "View card Family Membership" });
    expect(tile.textContent).toContain("Inactive");
    await userEvent.setup().click(tile);
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByText("This Card Is Inactive")).toBeVisible();
    expect(within(drawer).queryByRole("img", { name: /Code of membership card/ })).toBeNull();
    expect(within(drawer).queryByRole("button", { name: "E-mail My Card" })).toBeNull();
    expect(gets.some((url) => url.endsWith("/barcode"))).toBe(false);
  });

  it("shows the invitations waiting for an answer, each with a way to its page", async () => {
    stubApi([], [invitation]);
    renderMemberships();
    const invitations = await screen.findByRole("list", { name: "Invitations to join a membership" });
    expect(invitations.textContent).toContain(
      "Eleanor Vance invited you to join their Family Membership membership.",
    );
    expect(within(invitations).getByRole("link", { name: "View Invitation" }).getAttribute("href")).toBe(
      `/account/memberships/invitations/${invitation.id}`,
    );
  });

  it("offers a member without a membership the club's application, which opens in their forms (issue 24 item 10)", async () => {
    const application = survey("registration", [], {
      name: "New Member Registration",
      category: "registration",
      endpoint: "/api/surveys/11111111-0000-4000-8000-000000000009",
    });
    const sent = survey("sent", [], {
      name: "Old Application",
      category: "registration",
      hasSubmitted: true,
    });
    const poll = survey("poll", [], { name: "Dining Poll" });
    stubApi(
      [],
      [],
      [application, sent, poll].map((one) => toWire(surveySchema, one)),
    );
    renderMemberships();
    expect(await screen.findByText("You have no memberships yet.")).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Become a Member" })).toBeVisible();
    // One form still to send: one button, in the club's words; the sent one and the poll are not offered.
    expect(screen.queryByRole("button", { name: "Old Application" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Dining Poll" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Apply for Membership" }));
    expect(await screen.findByTestId("elsewhere")).toHaveTextContent("/account/surveys");
  });

  it("offers nothing to join when the club has no application form for the member", async () => {
    stubApi([], [], []);
    renderMemberships();
    expect(await screen.findByText("You have no memberships yet.")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Become a Member" })).toBeNull();
  });
});
