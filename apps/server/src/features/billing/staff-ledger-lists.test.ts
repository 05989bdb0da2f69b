/**
 * Staff's ledger lists (issue 32 items 6 and 10): a member's ledger and the club's whole ledger,
 * filtered by kind, status and time, newest or oldest first, paged on the server; the club-wide
 * count stops at its cap; another club's rows never show.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_STAFF } from "../../demo/demo-ids.ts";
import { signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { CLUB_LEDGER_COUNT_CAP } from "./ledger-repository.ts";

let t: TestApp;
let owner: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, HARBOR);
  viewer = await signInStaff(t.app, HARBOR, DEMO_STAFF.harborViewer.email);
});
afterAll(() => t.close());

const member = DEMO_CUSTOMERS.member.id;
interface Row {
  id: string;
  type: string;
  status: string;
  created_on: string;
  member?: { id: string; email: string };
}
const get = (url: string, cookie = owner, host = HARBOR) =>
  request(t.app, host, { method: "GET", url, headers: { cookie } });
const pagination = (res: { headers: Record<string, unknown> }) =>
  JSON.parse(String(res.headers.pagination)) as { total_count: number; has_next_page: boolean };

describe("staff ledger lists", () => {
  it("filters a member's ledger by kind and time, newest or oldest first, with the count of the filter", async () => {
    const all = json<Row[]>(await get(`/admin/api/billing/members/${member}/transactions?page_size=100`));
    expect(new Set(all.map((row) => row.type)).size).toBeGreaterThan(1);
    const charges = await get(`/admin/api/billing/members/${member}/transactions?type=charge&page_size=5`);
    const chargeRows = json<Row[]>(charges);
    expect(chargeRows.length).toBe(5);
    expect(chargeRows.every((row) => row.type === "charge")).toBe(true);
    expect(pagination(charges).total_count).toBe(all.filter((row) => row.type === "charge").length);

    const times = all.map((row) => Date.parse(row.created_on)).sort((a, b) => a - b);
    const middle = new Date(times[Math.floor(times.length / 2)] ?? 0).toISOString();
    const later = json<Row[]>(
      await get(`/admin/api/billing/members/${member}/transactions?from=${middle}&sort=oldest&page_size=100`),
    );
    expect(later.length).toBe(times.filter((time) => time >= Date.parse(middle)).length);
    expect(later[0]?.created_on).toBe(middle);
    const stamps = later.map((row) => Date.parse(row.created_on));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    const earlier = json<Row[]>(
      await get(`/admin/api/billing/members/${member}/transactions?to=${middle}&page_size=100`),
    );
    expect(earlier.length + later.length).toBe(all.length);
  });

  it("lists the club's whole ledger with each row's member, filtered, for a viewer too; never another club's", async () => {
    const res = await get("/admin/api/billing/transactions?type=charge&status=invoiced&page_size=50", viewer);
    expect(res.statusCode).toBe(200);
    const rows = json<Row[]>(res);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.type === "charge" && row.status === "invoiced")).toBe(true);
    expect(rows.some((row) => row.member?.email === DEMO_CUSTOMERS.member.email)).toBe(true);
    // Club Sierra's manager sees Sierra's ledger: none of Harbor's rows or members.
    const sierra = await signInStaff(t.app, SIERRA, DEMO_STAFF.sierraManager.email);
    const theirs = json<Row[]>(await get("/admin/api/billing/transactions?page_size=100", sierra, SIERRA));
    const harborIds = new Set(
      json<Row[]>(await get("/admin/api/billing/transactions?page_size=100")).map((r) => r.id),
    );
    expect(theirs.some((row) => harborIds.has(row.id) || row.member?.id === member)).toBe(false);
  });

  it("refuses a kind, status, time or order it does not know with the field named", async () => {
    for (const query of ["type=gift", "status=lost", "from=yesterday", "sort=cheapest", "page_size=500"]) {
      const res = await get(`/admin/api/billing/transactions?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      const field = query.split("=")[0] ?? "";
      expect(json<{ error_details: { field: string }[] }>(res).error_details.map((d) => d.field)).toContain(
        field,
      );
    }
  });

  it("counts the club's ledger up to its cap, then says there is more", async () => {
    const companyId = DEMO.harbor.companyId;
    await t.app.platformDb.execute(sql`
      insert into ledger_transactions (company_id, customer_id, source, type, status, description, amount, currency, payment_type, created_at)
      select ${companyId}, ${member}, 'cap-test:' || g, 'credit', 'processed', 'Cap', 100, 'USD', 'houseAccount',
        now() - g * interval '1 second'
      from generate_series(1, ${CLUB_LEDGER_COUNT_CAP + 5}) g`);
    const res = await get("/admin/api/billing/transactions?type=credit&page_size=10");
    expect(pagination(res)).toMatchObject({ total_count: CLUB_LEDGER_COUNT_CAP + 1, has_next_page: true });
    const narrow = await get(
      `/admin/api/billing/transactions?type=credit&from=${new Date(Date.now() - 60_000).toISOString()}`,
    );
    expect(pagination(narrow).total_count).toBeLessThanOrEqual(61);
  });
});
