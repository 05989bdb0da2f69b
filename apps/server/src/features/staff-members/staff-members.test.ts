/**
 * Members for staff (issue 31 item 6): search, a member's picture without card data, the mails
 * staff resend, the flags staff may set, and the read-only view as the member, which refuses
 * every payment; another club's staff get 404 on everything of Harbor's.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_MEMBERSHIPS, DEMO_STAFF, DEMO_WALLET } from "../../demo/demo-ids.ts";
import { checkoutKey } from "../../test/commerce.ts";
import { asMember, nextAddress, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { customers } from "../customers/tables.ts";
import { membershipCards } from "../memberships/tables.ts";

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, HARBOR);
});
afterAll(() => t.close());

const member = DEMO_CUSTOMERS.member.id;
const base = `/admin/api/members/${member}`;
const as =
  (cookie: string, host = HARBOR) =>
  (method: "GET" | "POST" | "PATCH", url: string, payload?: Record<string, unknown>) =>
    request(t.app, host, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const staff = (method: "GET" | "POST" | "PATCH", url: string, payload?: Record<string, unknown>) =>
  as(owner)(method, url, payload);

interface SummaryWire {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: string;
}
const found = async (q: string) =>
  json<SummaryWire[]>(await staff("GET", `/admin/api/members?page_size=100&q=${encodeURIComponent(q)}`)).map(
    (row) => row.email,
  );

describe("members for staff", () => {
  it("finds members by the start of a name, an e-mail or both names, and by a whole card number", async () => {
    expect(await found("member@harb")).toEqual([DEMO_CUSTOMERS.member.email]);
    const all = json<SummaryWire[]>(await staff("GET", "/admin/api/members?page_size=100"));
    const someone = all.find((row) => row.email === DEMO_CUSTOMERS.member.email);
    expect(someone).toBeDefined();
    expect(await found(someone?.first_name.slice(0, 3).toUpperCase() ?? "")).toContain(
      DEMO_CUSTOMERS.member.email,
    );
    expect(await found(`${someone?.first_name} ${someone?.last_name.slice(0, 2)}`)).toContain(
      DEMO_CUSTOMERS.member.email,
    );
    expect(await found("%")).toEqual([]);
    const [card] = await t.app.platformDb
      .select()
      .from(membershipCards)
      .where(eq(membershipCards.id, DEMO_MEMBERSHIPS.cards.memberFamily));
    expect(await found(card?.cardNumber.toLowerCase() ?? "")).toEqual([DEMO_CUSTOMERS.member.email]);
    // Club Sierra's members are not Harbor's.
    expect(await found("socio@")).toEqual([]);
    const page = await staff("GET", "/admin/api/members?page_size=2");
    expect(json<SummaryWire[]>(page)).toHaveLength(2);
    expect(JSON.parse(String(page.headers.pagination))).toMatchObject({ total_count: all.length });
    expect((await staff("GET", `/admin/api/members?q=${"x".repeat(101)}`)).statusCode).toBe(400);
  });

  it("orders the list by name, or by when members joined, newest or oldest first", async () => {
    const listed = async (sort: string) =>
      json<SummaryWire[]>(await staff("GET", `/admin/api/members?page_size=100&sort=${sort}`));
    // By name is the default (its order is the database's collation: tested by the search above).
    expect(await listed("name")).toEqual(json(await staff("GET", "/admin/api/members?page_size=100")));
    // The demo's members all joined at once: member@ joined years before them.
    await t.app.platformDb
      .update(customers)
      .set({ createdAt: new Date("2020-01-15T12:00:00Z") })
      .where(eq(customers.email, DEMO_CUSTOMERS.member.email));
    const newest = await listed("newest");
    const joined = newest.map((row) => Date.parse(row.created_at));
    expect(joined).toEqual([...joined].sort((a, b) => b - a));
    expect(newest.at(-1)?.email).toBe(DEMO_CUSTOMERS.member.email);
    const oldest = await listed("oldest");
    expect(oldest[0]?.email).toBe(DEMO_CUSTOMERS.member.email);
    expect(oldest.map((row) => row.id)).toEqual(newest.map((row) => row.id).reverse());
    expect((await staff("GET", "/admin/api/members?sort=richest")).statusCode).toBe(400);
  });

  it("shows a member's picture, the wallet as brand, last four and expiry only", async () => {
    const res = await staff("GET", base);
    expect(res.statusCode, res.body).toBe(200);
    const detail = json<{
      account: { email: string; house_account_enabled: boolean };
      activated: boolean;
      memberships: { id: string }[];
      wallet: { kind: string; brand: string; last_four: string; expiry: string | null }[];
      recent_orders: unknown[];
      perks: unknown;
      ledger_balance: number;
    }>(res);
    expect(detail.account.email).toBe(DEMO_CUSTOMERS.member.email);
    expect(detail.activated).toBe(true);
    expect(detail.memberships.map((card) => card.id)).toContain(DEMO_MEMBERSHIPS.cards.memberFamily);
    const visa = detail.wallet.find(
      (method) => method.kind === "card" && method.brand.toLowerCase() === "visa",
    );
    expect(visa).toMatchObject({
      last_four: expect.stringMatching(/^\d{4}$/),
      expiry: expect.stringMatching(/^\d\d\/\d\d$/),
    });
    expect(Object.keys(visa ?? {}).sort()).toEqual(["brand", "default", "expiry", "id", "kind", "last_four"]);
    expect(res.body).not.toContain(DEMO_WALLET.visa.token);
    expect(typeof detail.ledger_balance).toBe("number");
    expect((await staff("GET", `/admin/api/members/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it("resends an activation mail to an account not yet active, and a reset mail to any", async () => {
    const email = `newcomer-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const registered = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/public/account/register",
      payload: { first_name: "New", last_name: "Comer", email, password: "Correct-horse-9" },
      remoteAddress: nextAddress(),
    });
    expect(registered.statusCode, registered.body).toBeLessThan(300);
    const [newcomer] = json<SummaryWire[]>(
      await staff("GET", `/admin/api/members?q=${encodeURIComponent(email)}`),
    );
    const outbox = async (to: string) =>
      json<{ to: string; kind: string }[]>(await staff("GET", "/admin/api/mail/outbox?page_size=100"))
        .filter((mail) => mail.to === to)
        .map((mail) => mail.kind);
    expect(await outbox(email)).toEqual(["activation"]);
    const resent = await staff("POST", `/admin/api/members/${newcomer?.id}/activation-mail`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await outbox(email)).toEqual(["activation", "activation"]);
    const active = await staff("POST", `${base}/activation-mail`);
    expect([active.statusCode, json(active).code]).toEqual([409, "account_already_active"]);
    expect((await staff("POST", `${base}/reset-mail`)).statusCode).toBe(200);
    expect(await outbox(DEMO_CUSTOMERS.member.email)).toContain("password_reset");
  });

  it("sets the flags staff may set, and nothing else", async () => {
    const off = await staff("PATCH", base, { house_account_enabled: false, must_change_password: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(json<{ account: Record<string, unknown> }>(off).account).toMatchObject({
      house_account_enabled: false,
      flag: "changepw",
    });
    const on = await staff("PATCH", base, { house_account_enabled: true, must_change_password: false });
    expect(json<{ account: Record<string, unknown> }>(on).account).toMatchObject({
      house_account_enabled: true,
      flag: null,
    });
    const other = await staff("PATCH", base, { email: "else@example.com" });
    expect(other.statusCode).toBe(400);
  });

  it("views the app as the member, read-only: reads answer, payments and every other write are refused", async () => {
    const opened = await staff("POST", `${base}/view-as`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(json(opened)).toMatchObject({ customer_id: member, read_only: true });
    const cookie = opened.cookies.find((c) => c.name === "crest_session");
    expect(cookie?.httpOnly).toBe(true);
    const viewer = asMember(t.app, `crest_session=${cookie?.value}`);
    expect(json(await viewer("GET", "/api/account")).email).toBe(DEMO_CUSTOMERS.member.email);
    expect((await viewer("GET", "/api/account/wallet")).statusCode).toBe(200);
    const key = checkoutKey();
    for (const [url, body] of [
      [
        "/api/checkout",
        {
          idempotency_key: key,
          payment_method: { type: "creditcard", id: DEMO_WALLET.visa.id, amount: 0, idempotency_key: key },
        },
      ],
      ["/api/account/wallet", { type: "creditcard", token: "tok_visa" }],
      ["/api/cart/products", { items: [] }],
    ] as const) {
      const refused = await viewer("POST", url, body);
      expect([refused.statusCode, json(refused).code], url).toEqual([403, "permission_denied"]);
    }
    expect((await viewer("PATCH", "/api/account", { first_name: "Changed" })).statusCode).toBe(403);
    // Opening it is in the audit log, with the staff member and the time.
    const [entry] = json<
      { endpoint: string; staff_user_id: string; at: string; path_params: Record<string, string> }[]
    >(await staff("GET", "/admin/api/audit?page_size=1"));
    expect(entry).toMatchObject({
      endpoint: "POST /admin/api/members/:customerId/view-as",
      staff_user_id: DEMO_STAFF.owner.id,
      path_params: { customerId: member },
    });
    expect(Date.now() - Date.parse(entry?.at ?? "")).toBeLessThan(60_000);
  });

  it("opens the view only on the member's club's own domain, where its cookie signs them in", async () => {
    const cookie = await signInStaff(t.app, HARBOR);
    await as(cookie)("POST", `/admin/company/select/${DEMO.sierra.companyId}`);
    const elsewhere = await as(cookie)("POST", `/admin/api/members/${DEMO_CUSTOMERS.socio.id}/view-as`);
    expect([elsewhere.statusCode, json(elsewhere).code]).toEqual([409, "view_as_other_domain"]);
    expect(elsewhere.cookies.find((c) => c.name === "crest_session")).toBeUndefined();
    const there = await as(cookie, SIERRA)("POST", `/admin/api/members/${DEMO_CUSTOMERS.socio.id}/view-as`);
    expect(there.statusCode, there.body).toBe(200);
  });

  it("is open to each level as declared: a viewer reads but neither mails nor views as the member", async () => {
    const viewer = as(await signInStaff(t.app, HARBOR, DEMO_STAFF.harborViewer.email));
    expect((await viewer("GET", base)).statusCode).toBe(200);
    for (const url of [`${base}/view-as`, `${base}/reset-mail`])
      expect((await viewer("POST", url)).statusCode).toBe(403);
    expect((await viewer("PATCH", base, { house_account_enabled: false })).statusCode).toBe(403);
  });

  it("answers Club Sierra's manager 404 on everything of a Harbor member", async () => {
    const manager = as(await signInStaff(t.app, SIERRA, DEMO_STAFF.sierraManager.email), SIERRA);
    const asks = [
      manager("GET", base),
      manager("PATCH", base, { house_account_enabled: false }),
      manager("POST", `${base}/activation-mail`),
      manager("POST", `${base}/reset-mail`),
      manager("POST", `${base}/view-as`),
    ];
    for (const res of await Promise.all(asks)) expect(res.statusCode, res.body).toBe(404);
    expect(
      json<SummaryWire[]>(await manager("GET", "/admin/api/members?q=member@harbor")).map((row) => row.id),
    ).not.toContain(member);
  });
});
