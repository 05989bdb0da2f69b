import type { StaffLevel } from "@crest/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogue } from "../../../lib/intl/catalogue.ts";
import { jsonResponse, staffMeOnWire } from "../../../test/fixtures.ts";
import { renderWithIntl } from "../../../test/render-with-intl.tsx";
import { messages } from "../members/lazy-messages/messages.ts";
import { AuditPage } from "./audit-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const MORGAN = "69c1f742-8a67-51ad-9a27-fe44d5edc13e";

const me = (level: StaffLevel) => staffMeOnWire(level);

const entry = {
  id: "a1",
  staff_user_id: MORGAN,
  staff_name: "Morgan Hale",
  at: "2026-11-26T10:00:00.000Z",
  endpoint: "POST /admin/api/members/:customerId/view-as",
  method: "POST",
  path_params: { customerId: "c1" },
  body_summary: null,
  outcome: 200,
};

/** Answers the staff probe and the audit log; every audit request's URL is kept. */
function stubServer(level: StaffLevel): URL[] {
  const asked: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://club.test");
      if (url.pathname === "/admin/api/me") return jsonResponse(200, me(level));
      asked.push(url);
      return jsonResponse(200, [entry]);
    }),
  );
  return asked;
}

function renderAudit() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <AuditPage />
    </QueryClientProvider>,
    { messages: { ...(catalogue.en as Record<string, string>), ...messages.en } },
  );
}

describe("AuditPage", { timeout: 20_000 }, () => {
  it("tells a manager only owners read it, and asks the server nothing", async () => {
    const asked = stubServer("manager");
    renderAudit();
    expect(await screen.findByText("Only the club's owners can read the audit log.")).toBeVisible();
    expect(asked).toEqual([]);
  });

  it("sends the staff member and the days, the last one included, as instants", async () => {
    const asked = stubServer("owner");
    renderAudit();
    expect(
      await screen.findByRole("cell", { name: "POST /admin/api/members/:customerId/view-as" }),
    ).toBeVisible();
    await userEvent.selectOptions(await screen.findByLabelText("Staff Member"), "Morgan Hale");
    await userEvent.type(screen.getByLabelText("From (Day)"), "2026-11-20");
    await userEvent.type(screen.getByLabelText("To (Day, Included)"), "2026-11-26");
    await userEvent.click(screen.getByRole("button", { name: "Show Entries" }));
    await waitFor(() => expect(asked.some((url) => url.searchParams.has("staff_user_id"))).toBe(true));
    const filtered = asked.find((url) => url.searchParams.has("staff_user_id"));
    expect(filtered?.searchParams.get("staff_user_id")).toBe(MORGAN);
    expect(filtered?.searchParams.get("from")).toBe(new Date(2026, 10, 20).toISOString());
    expect(filtered?.searchParams.get("to")).toBe(new Date(2026, 10, 27).toISOString());
    expect(filtered?.searchParams.get("page_number")).toBe("1");
  });
});
