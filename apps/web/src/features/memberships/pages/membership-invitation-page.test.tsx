import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { cardOnWire, INVITATION, invitationOnWire, parentCard } from "../test/membership-fixtures.ts";
import MembershipInvitationPage from "./membership-invitation-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const ID = INVITATION;
const invitation = invitationOnWire;

function stubApi(answer: (url: string) => Response, invitationAnswer = () => jsonResponse(200, invitation)) {
  const posts: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        posts.push(url);
        return answer(url);
      }
      if (url === `/api/account/membership-invitations/${ID}`) return invitationAnswer();
      return jsonResponse(200, []);
    }),
  );
  return posts;
}

const renderInvitation = () =>
  renderPage(<MembershipInvitationPage />, {
    route: "/account/memberships/invitations/:id",
    path: `/account/memberships/invitations/${ID}`,
    account: testAccount({ isMember: false }),
  });

describe("/account/memberships/invitations/:id", { timeout: 20_000 }, () => {
  it("says who invited whom to what, does nothing until asked, and accepting shows the card is ready", async () => {
    const posts = stubApi(() => jsonResponse(200, cardOnWire(parentCard(0, { id: ID }))));
    renderInvitation();
    expect(await screen.findByRole("heading", { level: 1, name: "Membership Invitation" })).toBeVisible();
    expect(
      await screen.findByText(
        "Eleanor Vance invited you to join their Family Membership membership as an additional member.",
      ),
    ).toBeVisible();
    // The card as it will read: the name Eleanor gave.
    expect(screen.getByText("Ada Lovelace")).toBeVisible();
    expect(posts).toEqual([]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Accept Invitation" }));
    expect(await screen.findByRole("heading", { name: "Invitation Accepted" })).toBeVisible();
    expect(screen.getByRole("button", { name: "See My Memberships" })).toBeVisible();
    expect(posts).toEqual([`/api/account/membership-invitations/${ID}/accept`]);
  });

  it("declines after asking once more", async () => {
    const posts = stubApi(() => jsonResponse(200, { success: true }));
    renderInvitation();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    expect(await screen.findByText("Decline this invitation?")).toBeVisible();
    const confirm = screen.getAllByRole("button", { name: "Decline" }).at(-1);
    if (!confirm) throw new Error("no confirm button");
    await user.click(confirm);
    expect(await screen.findByRole("heading", { name: "Invitation Declined" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to My Account" }).getAttribute("href")).toBe("/account");
    expect(posts).toEqual([`/api/account/membership-invitations/${ID}/decline`]);
  });

  it("says the invitation is no longer there when it was answered, withdrawn or sent to someone else", async () => {
    stubApi(
      () => jsonResponse(500, {}),
      () =>
        jsonResponse(404, {
          code: "invitation_not_found",
          error: "Not Found",
          error_details: [],
        }),
    );
    renderInvitation();
    expect(await screen.findByRole("heading", { name: "Invitation Not Available" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Accept Invitation" })).toBeNull();
  });
});
