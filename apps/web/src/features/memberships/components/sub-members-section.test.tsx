import type { MembershipCard } from "@crest/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { MembershipsMessages } from "../lazy-messages/memberships-messages.tsx";
import { PARENT, parentCard, pass } from "../test/membership-fixtures.ts";
import { SubMembersSection } from "./sub-members-section.tsx";

afterEach(() => vi.unstubAllGlobals());

const subMemberOnWire = (id: string, firstName: string, status = "active") => ({
  id,
  status,
  customer_id: status === "pending" ? null : `customer-${id}`,
  graphic: null,
  title: "Family Membership",
  type: "subscription",
  membership_id: "plan-family",
  subscription_id: null,
  card_id: `HC-${id}`,
  serial: `HC-${id}`,
  parent_card_id: PARENT,
  barcode: pass,
  passbook: { apple_wallet: null, google_wallet: null, wallet: "/passbook/x" },
  expires: false,
  expiration_date: null,
  created_on: "2026-01-01T00:00:00.000Z",
  customer: {
    id: status === "pending" ? null : `customer-${id}`,
    first_name: firstName,
    last_name: "Lovelace",
    email: `${firstName}@example.com`,
  },
});

function stubApi(addAnswer: () => Response) {
  const posts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return addAnswer();
      }
      if (url.endsWith("/members"))
        return jsonResponse(200, [
          subMemberOnWire("a1", "James"),
          subMemberOnWire("a2", "Lily", "inactive"),
          subMemberOnWire("a4", "Oliver", "pending"),
        ]);
      return jsonResponse(200, []);
    }),
  );
  return posts;
}

function renderSection(card: MembershipCard) {
  renderPage(
    <MembershipsMessages>
      <App component={false}>
        <SubMembersSection card={card} />
      </App>
    </MembershipsMessages>,
    { route: "/", path: "/", account: testAccount() },
  );
  return userEvent.setup();
}

async function fillAndAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Add Additional Member" }));
  const dialog = await screen.findByRole("dialog");
  await user.type(within(dialog).getByLabelText("First Name"), "Rosa");
  await user.type(within(dialog).getByLabelText("Last Name"), "Lovelace");
  await user.type(within(dialog).getByLabelText("E-mail"), "rosa@example.com");
  await user.click(within(dialog).getByRole("button", { name: "Add Additional Member" }));
}

describe("additional members (spec-1 §3 Sub-member; spec-2 added or failed)", { timeout: 20_000 }, () => {
  it("lists the members and the invites left, and invites one: 'Additional Member Added'", async () => {
    const posts = stubApi(() => jsonResponse(200, subMemberOnWire("a3", "Rosa", "pending")));
    const user = renderSection(parentCard(1));
    const list = await screen.findByRole("list", { name: "Additional members" });
    const rows = within(list).getAllByRole("listitem");
    // Each card says where it stands: accepted and active, suspended, or an invitation not yet accepted.
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Active"),
      expect.stringContaining("Suspended"),
      expect.stringContaining("Invitation sent"),
    ]);
    expect(screen.getByText("1 of 3 invites left")).toBeVisible();
    await fillAndAdd(user);
    expect(await screen.findByRole("heading", { name: "Additional Member Added" })).toBeVisible();
    expect(
      screen.getByText(
        "We sent an invitation to rosa@example.com. They become an additional member once they accept it.",
      ),
    ).toBeVisible();
    expect(posts).toEqual([{ first_name: "Rosa", last_name: "Lovelace", email: "rosa@example.com" }]);
  });

  it("shows the failed screen with the server's reason, and Try Again returns to the form", async () => {
    stubApi(() =>
      jsonResponse(409, {
        code: "no_invites_left",
        error: "Conflict",
        title: "No Invites Left",
        error_message: "No Invites Left",
        error_description: "This membership has no invites left.",
      }),
    );
    const user = renderSection(parentCard(1));
    await screen.findByRole("list", { name: "Additional members" });
    await fillAndAdd(user);
    expect(
      await screen.findByRole("heading", {
        name: "Ooops. There was a problem adding your additional member.",
      }),
    ).toBeVisible();
    expect(screen.getByText(/This membership has no invites left for additional members\./)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(screen.getByLabelText("First Name")).toBeVisible());
  });

  it("disables Add and says why once no invite is left", async () => {
    stubApi(() => jsonResponse(500, {}));
    renderSection(parentCard(0));
    await screen.findByRole("list", { name: "Additional members" });
    expect(screen.getByText("0 of 3 invites left")).toBeVisible();
    expect(screen.getByRole("button", { name: "Add Additional Member" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(/You have no invites left/)).toBeVisible();
  });
});
