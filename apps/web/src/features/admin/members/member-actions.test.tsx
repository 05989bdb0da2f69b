import type { StaffLevel, StaffMemberDetail, StaffUser } from "@crest/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogue } from "../../../lib/intl/catalogue.ts";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderWithIntl } from "../../../test/render-with-intl.tsx";
import { messages } from "./lazy-messages/messages.ts";
import { MemberActions } from "./member-actions.tsx";

afterEach(() => vi.unstubAllGlobals());

const CUSTOMER_ID = "0b7c1c9e-3a51-4c5e-9d0f-6f1f2d3e4a5b";

const member: StaffMemberDetail = {
  account: testAccount({ id: CUSTOMER_ID }),
  activated: true,
  memberships: [],
  wallet: [],
  recentOrders: [],
  bookings: [],
  events: [],
  perks: { vouchers: [], offers: [], houseCredits: [], houseCreditBalance: 0 },
  ledgerBalance: 0,
};

const staffAt = (permissionLevel: StaffLevel) => ({ permissionLevel }) as StaffUser;

function renderActions(level: StaffLevel, detail: StaffMemberDetail = member) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <MemberActions member={detail} staff={staffAt(level)} />
    </QueryClientProvider>,
    { messages: { ...(catalogue.en as Record<string, string>), ...messages.en } },
  );
}

/** A tab as window.open answers it, to see where it is sent and whether it is closed. */
function stubNewTab() {
  const tab = { opener: {}, location: { href: "about:blank" }, close: vi.fn() };
  const open = vi.fn(() => tab);
  vi.stubGlobal("open", open);
  return { tab, open };
}

describe("MemberActions", { timeout: 20_000 }, () => {
  it("gives the front desk the mails and the read-only view but not the flags", () => {
    renderActions("staff", { ...member, activated: false });
    expect(screen.getByRole("button", { name: "Resend Activation Mail" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Send Password Reset Mail" })).toBeVisible();
    expect(screen.getByRole("button", { name: "View as Member" })).toBeVisible();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("gives a manager the flags too, and offers no activation mail for an active account", () => {
    renderActions("manager");
    expect(screen.getByRole("switch", { name: "House Account" })).toBeVisible();
    expect(screen.getByRole("switch", { name: "Must Change Password at Next Sign-In" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Resend Activation Mail" })).toBeNull();
  });

  it("says where the reset mail went", async () => {
    const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) =>
      jsonResponse(200, { success: true }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderActions("staff");
    await userEvent.click(screen.getByRole("button", { name: "Send Password Reset Mail" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "A password reset link was mailed to ada@example.com.",
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/admin/api/members/${CUSTOMER_ID}/reset-mail`);
  });

  it("opens the tab in the click and sends it to the member app once the read-only session is set", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(200, {
          customer_id: CUSTOMER_ID,
          read_only: true,
          expires_at: "2030-01-01T00:30:00.000Z",
        }),
      ),
    );
    const { tab, open } = stubNewTab();
    renderActions("staff");
    await userEvent.click(screen.getByRole("button", { name: "View as Member" }));
    expect(open).toHaveBeenCalledWith("about:blank", "_blank");
    await waitFor(() => expect(tab.location.href).toBe("/"));
    expect(tab.opener).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("read-only");
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("closes the tab again and says why in the catalogue's words when the view is refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(409, {
          code: "view_as_other_domain",
          error: "view_as_other_domain",
          title: "Open the Club's Own Address",
          error_message: "Open the Club's Own Address",
          request_id: "req-1",
        }),
      ),
    );
    const { tab } = stubNewTab();
    renderActions("staff");
    await userEvent.click(screen.getByRole("button", { name: "View as Member" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Open the Club's Own Address");
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe("about:blank");
  });
});
