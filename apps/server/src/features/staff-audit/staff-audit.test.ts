/**
 * The audit log (issue 31 item 7): route() writes one row for every staff write that succeeded,
 * with who, what and the body without secrets; a refused or failed write writes none; only
 * owners read it, newest first, by staff user and time range.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_STAFF, DEMO_WALLET } from "../../demo/demo-ids.ts";
import { buyDish } from "../../test/commerce.ts";
import { memberOf, moneySuite, signInNewStaff, signInStaff } from "../../test/customer-session.ts";
import { HARBOR, json, request, SIERRA } from "../../test/test-app.ts";
import { DEMO_PERKS } from "../perks/demo.ts";
import { perkPasses } from "../perks/tables.ts";
import { bodySummary } from "./body-summary.ts";

const t = moneySuite();

interface EntryWire {
  staff_user_id: string | null;
  staff_name: string;
  at: string;
  endpoint: string;
  method: string;
  path_params: Record<string, string>;
  body_summary: unknown;
  outcome: number;
}

let ownerCookie: string;
const owner = async (method: "GET" | "POST" | "PATCH", url: string, payload?: Record<string, unknown>) => {
  ownerCookie ??= await signInStaff(t.app, HARBOR);
  return request(t.app, HARBOR, {
    method,
    url,
    headers: { cookie: ownerCookie },
    ...(payload ? { payload } : {}),
  });
};
/** The owner's view of the log: every row of one endpoint (the route template). */
const rowsOf = async (endpoint: string) =>
  json<EntryWire[]>(await owner("GET", "/admin/api/audit?page_size=100")).filter(
    (row) => row.endpoint === endpoint,
  );

describe("the staff audit log", () => {
  it("keeps one row for a refund, with the order line's ids and the body", async () => {
    const member = await memberOf(t.app, "member@harbor.example");
    const orderId = await buyDish(t.app, member, 1_200, { type: "creditcard", id: DEMO_WALLET.visa.id });
    const order = json<{ items: { id: string }[] }>(await member("GET", `/api/account/orders/${orderId}`));
    const itemId = order.items[0]?.id ?? "";
    const endpoint = "POST /admin/api/orders/:orderId/items/:orderItemId/cancel";
    const refund = await owner("POST", `/admin/api/orders/${orderId}/items/${itemId}/cancel`, {
      reason: "Cold soup",
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await rowsOf(endpoint)).toEqual([
      expect.objectContaining({
        staff_user_id: DEMO_STAFF.owner.id,
        staff_name: "Morgan Hale",
        method: "POST",
        path_params: { orderId, orderItemId: itemId },
        body_summary: { reason: "Cold soup" },
        outcome: 200,
      }),
    ]);
  });

  it("keeps one row for a scan, and none for the second scan it refuses", async () => {
    const passId = DEMO_PERKS.memberGuestPasses[2];
    const [pass] = await t.app.platformDb.select().from(perkPasses).where(eq(perkPasses.id, passId));
    const endpoint = "POST /admin/api/perks/scan";
    expect((await owner("POST", "/admin/api/perks/scan", { serial: pass?.serial })).statusCode).toBe(200);
    expect((await owner("POST", "/admin/api/perks/scan", { serial: pass?.serial })).statusCode).toBe(409);
    expect((await owner("POST", "/admin/api/perks/scan", { serial: "GP-NOSUCHPASS" })).statusCode).toBe(404);
    expect(await rowsOf(endpoint)).toEqual([
      expect.objectContaining({ body_summary: { serial: pass?.serial }, outcome: 200 }),
    ]);
  });

  it("keeps one row for a config save, its body cut short; a refused save keeps none", async () => {
    const [domain] = json<{ id: string; config: Record<string, unknown>; config_version: number }[]>(
      await owner("GET", "/admin/api/domains"),
    );
    const endpoint = "PATCH /admin/api/domains/:domainId";
    const bad = await owner("PATCH", `/admin/api/domains/${domain?.id}`, {
      config: { theme: { color_primary: 7 } },
      config_version: domain?.config_version,
    });
    expect(bad.statusCode).toBe(400);
    const viewer = await signInStaff(t.app, HARBOR, DEMO_STAFF.harborViewer.email);
    const refused = await request(t.app, HARBOR, {
      method: "PATCH",
      url: `/admin/api/domains/${domain?.id}`,
      headers: { cookie: viewer },
      payload: { config: domain?.config ?? {}, config_version: domain?.config_version },
    });
    expect([refused.statusCode, json(refused).code]).toEqual([403, "permission_denied"]);
    expect(await rowsOf(endpoint)).toEqual([]);
    const saved = await owner("PATCH", `/admin/api/domains/${domain?.id}`, {
      config: domain?.config ?? {},
      config_version: domain?.config_version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await rowsOf(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.path_params).toEqual({ domainId: domain?.id });
    expect(JSON.stringify(rows[0]?.body_summary).length).toBeLessThan(JSON.stringify(domain?.config).length);
  });

  it("is read by owners only: a manager and a viewer get 403", async () => {
    const manager = await signInNewStaff(t.app, "audit-manager@harbor.example", "manager");
    const viewer = await signInStaff(t.app, HARBOR, DEMO_STAFF.harborViewer.email);
    for (const cookie of [manager, viewer]) {
      const res = await request(t.app, HARBOR, {
        method: "GET",
        url: "/admin/api/audit",
        headers: { cookie },
      });
      expect([res.statusCode, json(res).code]).toEqual([403, "permission_denied"]);
    }
  });

  it("filters by staff user and time range, pages newest first, and keeps each club's own", async () => {
    const all = json<EntryWire[]>(await owner("GET", "/admin/api/audit?page_size=100"));
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);
    const first = await owner("GET", "/admin/api/audit?page_size=1");
    expect(json<EntryWire[]>(first)).toHaveLength(1);
    expect(JSON.parse(String(first.headers.pagination))).toMatchObject({
      total_count: all.length,
      has_next_page: true,
    });
    const mine = json<EntryWire[]>(
      await owner("GET", `/admin/api/audit?page_size=100&staff_user_id=${DEMO_STAFF.owner.id}`),
    );
    expect(mine).toHaveLength(all.length);
    const nobody = json<EntryWire[]>(
      await owner("GET", `/admin/api/audit?staff_user_id=${DEMO_STAFF.sierraManager.id}`),
    );
    expect(nobody).toEqual([]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      json<EntryWire[]>(await owner("GET", `/admin/api/audit?from=${encodeURIComponent(future)}`)),
    ).toEqual([]);
    expect(
      json<EntryWire[]>(
        await owner("GET", `/admin/api/audit?page_size=100&to=${encodeURIComponent(future)}`),
      ),
    ).toHaveLength(all.length);
    const bad = await owner("GET", "/admin/api/audit?from=yesterday");
    expect(bad.statusCode).toBe(400);
    // Club Sierra's log holds none of Harbor's writes.
    const sierraOwner = await signInStaff(t.app, SIERRA);
    await request(t.app, SIERRA, {
      method: "POST",
      url: `/admin/company/select/${DEMO.sierra.companyId}`,
      headers: { cookie: sierraOwner },
    });
    const sierra = json<EntryWire[]>(
      await request(t.app, SIERRA, {
        method: "GET",
        url: "/admin/api/audit?page_size=100",
        headers: { cookie: sierraOwner },
      }),
    );
    expect(sierra.map((row) => row.endpoint)).toEqual(["POST /admin/company/select/:companyId"]);
  });
});

describe("the body summary", () => {
  it("drops secrets and card data, cuts long texts, deep and long structures", () => {
    expect(
      bodySummary({
        pin: "1234",
        newPassword: "x",
        cardNumber: "4242424242424242",
        paymentMethod: { token: "tok" },
        note: "a".repeat(500),
        items: Array.from({ length: 30 }, (_, index) => index),
        deep: { a: { b: { c: { d: 1 } } } },
        at: new Date("2026-01-02T03:04:05Z"),
      }),
    ).toEqual({
      pin: "[removed]",
      newPassword: "[removed]",
      cardNumber: "[removed]",
      paymentMethod: { token: "[removed]" },
      note: `${"a".repeat(200)}…`,
      items: [...Array.from({ length: 20 }, (_, index) => index), "… 10 more"],
      deep: { a: { b: { c: "…" } } },
      at: "2026-01-02T03:04:05.000Z",
    });
    expect(bodySummary(undefined)).toBeNull();
  });
});
