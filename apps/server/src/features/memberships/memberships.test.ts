import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, DEMO_MEMBERSHIPS } from "../../demo/demo-ids.ts";
import { memberOf, moneySuite } from "../../test/customer-session.ts";
import { mailsTo } from "../../test/mail.ts";
import { HARBOR, json, request, SIERRA } from "../../test/test-app.ts";
import { billingDetails, sandboxToken } from "../../test/wallet.ts";

// The books balance after every payment this suite made (issue 20).
const t = moneySuite();

interface CardWire {
  id: string;
  type: string;
  title: string;
  remaining_invites: number;
  max_invites: number;
  can_invite: boolean;
  theme: { background_color: string; foreground_color: string };
  barcode: { value: string; url: string; format: string };
  passbook: { apple_wallet: string | null; google_wallet: string | null; wallet: string };
  subscription: { frequency: string; period: string; next_date: string; rate: number } | null;
}

interface TransactionWire {
  id: string;
  status: string;
  periods: number;
  amount: number;
  subscription: {
    renewable: boolean;
    rate: number;
    period: string;
    period_plural: string;
    lines: Record<string, number>;
  };
}

const family = DEMO_MEMBERSHIPS.cards.memberFamily;
const membersOf = (cardId: string) => `/api/account/memberships/${cardId}/members`;

describe("membership cards and plans", () => {
  it("lists the club's plans to anyone, and each club its own", async () => {
    const harbor = json<{ title: string }[]>(
      await request(t.app, HARBOR, { method: "GET", url: "/api/memberships" }),
    );
    expect(harbor.map((plan) => plan.title)).toEqual([
      "Family Membership",
      "Individual Membership",
      "Marina Slip",
    ]);
    const sierra = json<{ title: string }[]>(
      await request(t.app, SIERRA, { method: "GET", url: "/api/memberships" }),
    );
    expect(sierra.map((plan) => plan.title)).toEqual(["Socio Club Sierra"]);
  });

  it("shows the family member's cards in their plan's colours, with one invite left and an add-on", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const cards = json<CardWire[]>(await member("GET", "/api/account/memberships"));
    expect(cards.map((card) => [card.title, card.type])).toEqual([
      ["Family Membership", "subscription"],
      ["Marina Slip", "add-on"],
    ]);
    const [familyCard] = cards;
    expect(familyCard).toMatchObject({
      max_invites: 3,
      remaining_invites: 1,
      can_invite: true,
      theme: { background_color: "#1f3d36", foreground_color: "#ffffff" },
      barcode: { value: "HC-1001-0001-2026", format: "qr" },
      passbook: { apple_wallet: null, google_wallet: null },
      subscription: { frequency: "monthly", period: "month", rate: 425 },
    });
    const members = json<{ customer: { first_name: string } }[]>(await member("GET", membersOf(family)));
    expect(members.map((row) => row.customer.first_name)).toEqual(["James", "Lily"]);
    const image = await member("GET", `/api/account/memberships/${family}/barcode`);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("answers 404 for another member's card, and 401 without a session", async () => {
    const guest = await memberOf(t.app, DEMO_CUSTOMERS.guest.email);
    expect((await guest("GET", `/api/account/memberships/${family}`)).statusCode).toBe(404);
    expect((await guest("GET", membersOf(family))).statusCode).toBe(404);
    expect((await guest("GET", `/api/account/memberships/${family}/barcode`)).statusCode).toBe(404);
    const anonymous = await request(t.app, HARBOR, { method: "GET", url: "/api/account/memberships" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("e-mails the card to its holder through the outbox", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const res = await member("POST", `/api/account/memberships/${family}/send`, { action: "email" });
    expect(json(res)).toMatchObject({ success: true, message: "E-mail sent" });
    const [mail] = await mailsTo(t.app, DEMO_CUSTOMERS.member.email);
    expect(mail?.kind).toBe("membership_card");
    expect(mail?.text).toContain("HC-1001-0001-2026");
    expect(mail?.text).toContain(`/passbook/${family}`);
  });

  it("refuses wallet passes the club has not configured, and devices that take none", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const pkpass = await member("GET", `/api/account/memberships/${family}/pkpass`);
    expect([pkpass.statusCode, json(pkpass).code]).toEqual([400, "wallet_not_configured"]);
    const passbook = (userAgent: string) =>
      request(t.app, HARBOR, {
        method: "GET",
        url: `/api/passbook/${family}`,
        headers: { "user-agent": userAgent },
      });
    const desktop = await passbook("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0");
    expect([desktop.statusCode, json(desktop).code, json(desktop).title]).toEqual([
      400,
      "wallet_device_not_supported",
      "Device Not Supported",
    ]);
    const iphone = await passbook("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)");
    expect(json(iphone).code).toBe("wallet_not_configured");
    const sierra = await request(t.app, SIERRA, {
      method: "GET",
      url: `/api/passbook/${family}`,
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 15)" },
    });
    expect(sierra.statusCode).toBe(404);
  });
});

describe("sub-members", () => {
  it("invites sub-members until the invites run out, mails the invitation, and gives the invite back on removal", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const added = await member("POST", membersOf(family), {
      first_name: "Oliver",
      last_name: "Whitfield",
      email: "oliver.whitfield@harbor.example",
    });
    expect(added.statusCode).toBe(201);
    const oliver = json<{ id: string; parent_card_id: string; status: string }>(added);
    expect(oliver).toMatchObject({ parent_card_id: family, status: "pending" });
    const [invitation] = await mailsTo(t.app, "oliver.whitfield@harbor.example");
    expect(invitation?.kind).toBe("membership_invitation");
    expect(invitation?.text).toContain(`/account/memberships/invitations/${oliver.id}`);

    const full = await member("POST", membersOf(family), {
      first_name: "Extra",
      last_name: "Person",
      email: "extra@harbor.example",
    });
    expect([full.statusCode, json(full).code]).toEqual([409, "no_invites_left"]);
    const card = json<CardWire>(await member("GET", `/api/account/memberships/${family}`));
    expect([card.remaining_invites, card.can_invite]).toEqual([0, false]);

    expect((await member("DELETE", `${membersOf(family)}/${oliver.id}`)).statusCode).toBe(200);
    expect(json<CardWire>(await member("GET", `/api/account/memberships/${family}`)).remaining_invites).toBe(
      1,
    );
  });

  it("lets only one of two adds racing for the last invite through", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const answers = await Promise.all(
      ["race.one", "race.two"].map((name) =>
        member("POST", membersOf(family), {
          first_name: "Race",
          last_name: name,
          email: `${name}@harbor.example`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const members = json<unknown[]>(await member("GET", membersOf(family)));
    expect(members).toHaveLength(3);
  });

  it("renames and suspends a sub-member; a sub-member's card cannot invite", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const partner = DEMO_MEMBERSHIPS.cards.partner;
    const changed = await member("PATCH", `${membersOf(family)}/${partner}`, {
      first_name: "Jim",
      status: "inactive",
    });
    expect(json(changed)).toMatchObject({ status: "inactive", customer: { first_name: "Jim" } });
    const listed = json<{ id: string; status: string }[]>(await member("GET", membersOf(family)));
    expect(listed.find((row) => row.id === partner)?.status).toBe("inactive");
    expect((await member("GET", membersOf(partner))).statusCode).toBe(404);
    await member("PATCH", `${membersOf(family)}/${partner}`, { status: "active" });
  });
});

describe("the paywall", () => {
  const failedQuery = "/api/account/transactions?status=failed&type=subscription";

  it("shows the past-due member's failed transaction owing two periods with tax and service fee", async () => {
    const pastdue = await memberOf(t.app, DEMO_CUSTOMERS.pastDue.email);
    const account = json(await pastdue("GET", "/api/account"));
    expect(account).toMatchObject({ flag: "membership_failed_payment", is_member: false });
    const [transaction] = json<TransactionWire[]>(await pastdue("GET", failedQuery));
    expect(transaction).toMatchObject({
      status: "failed",
      periods: 2,
      // (195.00 + 7 % tax 13.65 + 2.50 service) × 2
      amount: 422.3,
      subscription: {
        renewable: true,
        rate: 195,
        period: "month",
        lines: { amount: 195, tax: 13.65, service: 2.5 },
      },
    });
  });

  it("refuses a stale amount, fails with the declined card, then pays with 3-D Secure and lifts the paywall", async () => {
    const pastdue = await memberOf(t.app, DEMO_CUSTOMERS.pastDue.email);
    const [transaction] = json<TransactionWire[]>(await pastdue("GET", failedQuery));
    const id = transaction?.id ?? "";
    const url = `/api/account/transactions/${id}/pay`;
    const newCard = async (number: string, key: string, amount = 422.3) => ({
      id,
      payment_method: {
        type: "newcreditcard",
        token: await sandboxToken(t.app, number),
        billing_details: billingDetails,
        amount,
        idempotency_key: key,
      },
    });
    const stale = await pastdue("POST", url, await newCard("4242424242424242", "paywall-stale-1", 211.15));
    expect([stale.statusCode, json(stale).code]).toEqual([409, "balance_changed"]);
    const declined = await pastdue("POST", url, await newCard("4000000000000002", "paywall-declined-1"));
    expect([declined.statusCode, json(declined).code, json(declined).title]).toEqual([
      402,
      "card_declined",
      "Payment Failed",
    ]);

    const body = await newCard("4000002760003184", "paywall-3ds-0001");
    const first = json<{ action_code: string; client_secret: string; payment_intent_id: string }>(
      await pastdue("POST", `/api/transactions/${id}/payments`, body),
    );
    expect(first.action_code).toBe("3ds_auth_required");
    await request(t.app, HARBOR, {
      method: "POST",
      url: `/sandbox/3ds/${first.payment_intent_id}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `client_secret=${encodeURIComponent(first.client_secret)}&outcome=complete`,
    });
    const paid = await pastdue("POST", url, {
      id,
      payment_method: {
        type: "newcreditcard",
        amount: 422.3,
        payment_intent_id: first.payment_intent_id,
        idempotency_key: "paywall-3ds-0001",
      },
    });
    expect(paid.statusCode).toBe(200);
    expect(json(paid)).toMatchObject({
      success: true,
      amount_charged: 422.3,
      subscription_transaction: { status: "paid", periods: 2 },
    });
    expect(json(await pastdue("GET", "/api/account"))).toMatchObject({ flag: null, is_member: true });
    const [subscription] = json<
      { status: string; next_date: string; past_due: boolean; last_amount: number }[]
    >(await pastdue("GET", "/api/account/subscriptions"));
    expect(subscription).toMatchObject({ status: "active", past_due: false, last_amount: 422.3 });
    expect(json<unknown[]>(await pastdue("GET", failedQuery))).toEqual([]);
    const again = await pastdue("POST", url, body);
    expect(json(again).code).toBe("nothing_due");
  });

  it("shows the on-hold member no way to pay", async () => {
    const onhold = await memberOf(t.app, DEMO_CUSTOMERS.onHold.email);
    expect(json(await onhold("GET", "/api/account")).flag).toBe("membership_failed_payment");
    const [transaction] = json<TransactionWire[]>(await onhold("GET", failedQuery));
    expect(transaction?.subscription.renewable).toBe(false);
    const res = await onhold("POST", `/api/account/transactions/${transaction?.id}/pay`, {
      id: transaction?.id,
      payment_method: {
        type: "newcreditcard",
        token: await sandboxToken(t.app, "4242424242424242"),
        billing_details: billingDetails,
        amount: transaction?.amount,
        idempotency_key: "paywall-onhold-1",
      },
    });
    expect([res.statusCode, json(res).code]).toEqual([409, "membership_on_hold"]);
  });

  it("keeps another member's transaction out of reach", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const res = await member("GET", `/api/account/transactions/${DEMO_MEMBERSHIPS.transactions.onHold}`);
    expect([res.statusCode, json(res).code]).toEqual([404, "transaction_not_found"]);
  });
});
