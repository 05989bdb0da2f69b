/**
 * Perks through their routes (issue 27): the member's summary and lists, a voucher redeemed
 * into the cart (only on what it applies to; used once by two checkouts at once; back with the
 * credits when its line is cancelled), transfers to members and guests, the guest's links (a
 * pin in constant time, a wrong pin like a missing pass, throttled, never at another club),
 * house credits with their transactions, and staff's define, issue, void and scan.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_CATALOGUE, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { demoId } from "../../demo/demo-seed.ts";
import { inTransaction } from "../../platform/service-context.ts";
import { AT_TABLE, checkoutKey, newBuyers, newCardCheckout, shopProduct } from "../../test/commerce.ts";
import { memberOf, moneySuite, signInNewStaff, signInStaff } from "../../test/customer-session.ts";
import { mailsTo } from "../../test/mail.ts";
import { HARBOR, json, request, SIERRA, serviceContext } from "../../test/test-app.ts";
import { closeCart, openCartFor } from "../cart/index.ts";
import { catalogueProductCategories } from "../catalogue/tables.ts";
import { issueCredit } from "../house-credits/index.ts";
import { houseCredits } from "../house-credits/tables.ts";
import { membershipPlans } from "../memberships/tables.ts";
import { commerceOrders } from "../orders/tables.ts";
import { DEMO_PERKS } from "./demo.ts";
import { voucherSource } from "./perk-discount-source.ts";
import { WRONG_PINS_PER_PASS } from "./pin-attempts.ts";
import { perkPassEvents, perkPasses } from "./tables.ts";

const t = moneySuite();

type Buyer = Awaited<ReturnType<typeof newBuyers>>[number];
const oneBuyer = async () => (await newBuyers(t.app, 1))[0] as Buyer;
const visitor = (url: string, host = HARBOR, remoteAddress = "10.9.0.1") =>
  request(t.app, host, { method: "GET", url, remoteAddress });

interface PassWire {
  id: string;
  serial: string;
  status: string;
  in_cart: boolean;
  transferred: boolean;
  transferable: boolean;
  qr_code: string;
  order_id: string | null;
  owner: { full_name: string; email: string } | null;
  guest: { full_name: string; email: string } | null;
  pass: { id: string; kind: string; name: string; applies_to: string | null; value_amount: number | null };
}
interface CartWire {
  discount_total: number;
  discount_items: { type: string; discount: number; message: string }[];
  items: { products: { product_id: string; discount: number }[] };
}

let staffCookie: string | undefined;
async function staff(method: "GET" | "POST" | "PATCH", url: string, payload?: Record<string, unknown>) {
  staffCookie ??= await signInStaff(t.app, HARBOR);
  return request(t.app, HARBOR, {
    method,
    url,
    headers: { cookie: staffCookie },
    ...(payload ? { payload } : {}),
  });
}

/** A voucher definition (via staff) and one pass of it issued to the customer; answers the pass's id. */
async function voucherFor(customerId: string, definition: Record<string, unknown>): Promise<string> {
  const defined = await staff("POST", "/admin/api/perks/definitions", {
    kind: "voucher",
    name: "Test voucher",
    value_kind: "amount",
    transferable: true,
    ...definition,
  });
  expect(defined.statusCode, defined.body).toBe(201);
  const issued = await staff(
    "POST",
    `/admin/api/perks/definitions/${json<{ id: string }>(defined).id}/issue`,
    {
      customer_id: customerId,
    },
  );
  expect(issued.statusCode, issued.body).toBe(200);
  const [passId] = json<{ pass_ids: string[] }>(issued).pass_ids;
  if (!passId) throw new Error("nothing issued");
  return passId;
}

const harborScope = async () => (await serviceContext(t.app, DEMO.harbor.companyId)).scope;
const passRow = async (passId: string) => (await harborScope()).getOne(perkPasses, eq(perkPasses.id, passId));
const dish = (priceCents: number, categories: string[] = []) =>
  shopProduct(t.app, {
    type: "fandb",
    weightGrams: 0,
    onHand: 20,
    priceCents,
    name: `Dish ${priceCents}`,
  }).then(async (product) => {
    if (categories.length > 0) {
      await (await harborScope())
        .insert(catalogueProductCategories)
        .values(categories.map((categoryId) => ({ productId: product.id, categoryId })));
    }
    return product;
  });

describe("the member's perks", () => {
  it("answers member@'s summary: the dining voucher, the free drink, the house credits and their balance", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const res = await member("GET", "/api/account/perks");
    expect(res.statusCode, res.body).toBe(200);
    const summary = json<{
      vouchers: PassWire[];
      offers: PassWire[];
      house_credits: { serial: string; expired: boolean; current_value: number }[];
      house_credit_balance: number;
    }>(res);
    expect(summary.vouchers.map((pass) => pass.id)).toContain(DEMO_PERKS.memberVoucher);
    const voucher = summary.vouchers.find((pass) => pass.id === DEMO_PERKS.memberVoucher);
    expect(voucher).toMatchObject({
      status: "active",
      pass: { name: "$25 Dining Voucher", applies_to: "Mains", value_amount: 25 },
    });
    expect(voucher?.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(summary.offers.map((pass) => pass.id)).toEqual([DEMO_PERKS.memberOffer]);
    expect(summary.house_credits.map((credit) => credit.serial)).toEqual(
      expect.arrayContaining(["HC-1001", "HC-1002", "HC-1003"]),
    );
    expect(summary.house_credit_balance).toBeGreaterThanOrEqual(65);
    expect((await member("GET", "/api/account/perks/vouchers")).statusCode).toBe(200);
    expect(json<PassWire[]>(await member("GET", "/api/account/perks/offers")).map((p) => p.id)).toEqual([
      DEMO_PERKS.memberOffer,
    ]);
  });

  it("asks for a session", async () => {
    for (const url of [
      "/api/account/perks",
      "/api/account/perks/guest-passes",
      "/api/account/perks/house-credits",
    ])
      expect((await visitor(url)).statusCode).toBe(401);
  });

  it("lists house credits with the expired rule, and one with its transactions; another member's is a 404", async () => {
    const buyer = await oneBuyer();
    const scope = await harborScope();
    const credit = await issueCredit(scope, {
      customerId: buyer.customerId,
      amount: 2_000,
      serial: "HC-T-1",
      referenceType: "goodwill",
      referenceId: "t-1",
    });
    const expired = await issueCredit(scope, {
      customerId: buyer.customerId,
      amount: 500,
      serial: "HC-T-2",
      referenceType: "goodwill",
      referenceId: "t-2",
    });
    await scope
      .update(houseCredits)
      .set({ expiresOn: new Date(Date.now() - 1) })
      .where(eq(houseCredits.id, expired.id));
    const list = json<{ id: string; expired: boolean; expires: boolean }[]>(
      await buyer.send("GET", "/api/account/perks/house-credits"),
    );
    expect(list.map((row) => [row.id, row.expired, row.expires])).toEqual([
      [expired.id, true, true],
      [credit.id, false, false],
    ]);
    const detail = await buyer.send("GET", `/api/account/perks/house-credits/${credit.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(json<{ transactions: { amount: number; reference_type: string }[] }>(detail).transactions).toEqual(
      [expect.objectContaining({ amount: 20, reference_type: "goodwill" })],
    );
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    expect((await member("GET", `/api/account/perks/house-credits/${credit.id}`)).statusCode).toBe(404);
  });
});

describe("vouchers in the cart", () => {
  it("takes a category voucher off that category's lines only; asked again, it stays on once", async () => {
    const buyer = await oneBuyer();
    const voucher = await voucherFor(buyer.customerId, {
      value_amount: 25,
      reference_type: "category",
      reference_id: DEMO_CATALOGUE.harbor.dinner,
    });
    const main = await dish(3_000, [DEMO_CATALOGUE.harbor.dinner]);
    const side = await dish(800);
    await buyer.send("POST", "/api/cart/products", {
      items: [
        { product_id: main.id, quantity: 1 },
        { product_id: side.id, quantity: 1 },
      ],
    });
    const redeemed = await buyer.send("POST", `/api/account/perks/vouchers/${voucher}/redeem`);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(json<{ pass: PassWire; message: string }>(redeemed)).toMatchObject({
      pass: { in_cart: true },
      message: "Test voucher",
    });
    // Asked again: the same, still once on the cart.
    expect((await buyer.send("POST", `/api/account/perks/vouchers/${voucher}/redeem`)).statusCode).toBe(200);
    const cart = json<CartWire>(await buyer.send("GET", "/api/cart"));
    expect(cart.discount_items).toEqual([
      { type: "voucher", discount: 25, value: 25, message: "Test voucher" },
    ]);
    const discounts = new Map(cart.items.products.map((line) => [line.product_id, line.discount]));
    expect([discounts.get(main.id), discounts.get(side.id)]).toEqual([25, 0]);
  });

  it("member@'s demo voucher comes off the burger (Mains) and the drink offer off the lemonade", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const lemonade = demoId("product:harbor:lemonade");
    const added = await member("POST", "/api/cart/products", {
      items: [
        { product_id: DEMO_CATALOGUE.harbor.burger, quantity: 2 },
        { product_id: lemonade, quantity: 1 },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    for (const passId of [DEMO_PERKS.memberVoucher, DEMO_PERKS.memberOffer])
      expect((await member("POST", `/api/account/perks/vouchers/${passId}/redeem`)).statusCode).toBe(200);
    const cart = json<CartWire>(await member("GET", "/api/cart"));
    expect(cart.discount_items).toEqual([
      { type: "voucher", discount: 25, value: 25, message: "$25 Dining Voucher" },
      { type: "offer", discount: 5, value: 5, message: "Free Drink" },
    ]);
    const discounts = new Map(cart.items.products.map((line) => [line.product_id, line.discount]));
    expect([discounts.get(DEMO_CATALOGUE.harbor.burger), discounts.get(lemonade)]).toEqual([25, 5]);
    // Taken out again, for the tests that follow.
    await member("POST", "/api/cart/products", {
      items: [
        { product_id: DEMO_CATALOGUE.harbor.burger, quantity: 0 },
        { product_id: lemonade, quantity: 0 },
      ],
    });
  });

  it("another member's voucher, or a guest pass, is not redeemable", async () => {
    const buyer = await oneBuyer();
    expect(
      (await buyer.send("POST", `/api/account/perks/vouchers/${DEMO_PERKS.memberVoucher}/redeem`)).statusCode,
    ).toBe(404);
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const [guestPass] = DEMO_PERKS.memberGuestPasses;
    expect((await member("POST", `/api/account/perks/vouchers/${guestPass}/redeem`)).statusCode).toBe(404);
  });

  it("redeemed while the cart is being checked out, goes on the member's next cart, not the closed one", async () => {
    const buyer = await oneBuyer();
    const voucher = await voucherFor(buyer.customerId, { value_amount: 10 });
    const product = await dish(4_000);
    await buyer.send("POST", "/api/cart/products", { items: [{ product_id: product.id, quantity: 1 }] });
    // A checkout in flight: it holds the cart's lock until it has closed the cart and committed.
    let locked = () => {};
    const cartLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    let finish = () => {};
    const finishing = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const checkout = inTransaction(await serviceContext(t.app, DEMO.harbor.companyId), async (tx) => {
      const cart = await openCartFor(tx.scope, buyer.customerId, true);
      locked();
      await finishing;
      await closeCart(tx.scope, cart.id);
      return cart.id;
    });
    await cartLocked;
    const redeeming = buyer.send("POST", `/api/account/perks/vouchers/${voucher}/redeem`);
    // Time for the redemption to reach the cart while the checkout still holds it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    finish();
    const closedCartId = await checkout;
    expect((await redeeming).statusCode).toBe(200);
    const openCartId = (await openCartFor(await harborScope(), buyer.customerId)).id;
    expect(openCartId).not.toBe(closedCartId);
    expect((await passRow(voucher)).cartId).toBe(openCartId);
  });

  it("is used once when two checkouts of the cart run at once", async () => {
    const buyer = await oneBuyer();
    const voucher = await voucherFor(buyer.customerId, { value_amount: 10 });
    const product = await dish(4_000);
    await buyer.send("POST", "/api/cart/products", { items: [{ product_id: product.id, quantity: 1 }] });
    await buyer.send("POST", `/api/account/perks/vouchers/${voucher}/redeem`);
    const answers = await Promise.all([
      buyer.send("POST", "/api/checkout", await newCardCheckout(t.app)),
      buyer.send("POST", "/api/checkout", await newCardCheckout(t.app)),
    ]);
    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed.length, answers.map((answer) => answer.body).join("\n")).toBeGreaterThanOrEqual(1);
    const orders = await (await harborScope())
      .select()
      .from(commerceOrders)
      .where(eq(commerceOrders.customerId, buyer.customerId));
    const discounted = orders.filter((order) => order.discountTotal > 0);
    expect(discounted).toHaveLength(1);
    expect(discounted[0]?.discountTotal).toBe(1_000);
    expect(await passRow(voucher)).toMatchObject({ status: "redeemed", orderId: discounted[0]?.id });
    const uses = await (await harborScope())
      .select()
      .from(perkPassEvents)
      .where(eq(perkPassEvents.passId, voucher));
    expect(uses.filter((event) => event.action === "used")).toHaveLength(1);
  });

  it("two orders consuming it at once: one uses it, the other is refused", async () => {
    const buyer = await oneBuyer();
    const voucher = await voucherFor(buyer.customerId, { value_amount: 10 });
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    const orders = await (await harborScope()).select().from(commerceOrders).limit(2);
    const discount = {
      type: "voucher" as const,
      sourceId: voucher,
      label: "V",
      message: "",
      terms: { kind: "fixed" as const, value: 1_000 },
      lineIds: [],
      amount: 1_000,
      lineShares: [],
    };
    const answers = await Promise.all(
      orders.map((order) => inTransaction(context, (tx) => voucherSource.consume(tx, discount, order.id))),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(1);
    expect(answers.filter((answer) => answer !== null)).toEqual([{ code: "perk_not_usable", details: "V" }]);
  });

  it("a cancelled line gives back its voucher and the credits it spent", async () => {
    const buyer = await oneBuyer();
    const scope = await harborScope();
    const credit = await issueCredit(scope, {
      customerId: buyer.customerId,
      amount: 1_000,
      serial: "HC-T-CANCEL",
      referenceType: "goodwill",
      referenceId: "t-cancel",
    });
    const main = await dish(3_000);
    const voucher = await voucherFor(buyer.customerId, {
      value_amount: 5,
      reference_type: "product",
      reference_id: main.id,
    });
    const other = await dish(2_000);
    await buyer.send("POST", "/api/cart/products", {
      items: [
        { product_id: main.id, quantity: 1 },
        { product_id: other.id, quantity: 1 },
      ],
    });
    await buyer.send("POST", `/api/account/perks/vouchers/${voucher}/redeem`);
    const key = checkoutKey();
    const paid = await buyer.send("POST", "/api/checkout", {
      ...(await newCardCheckout(t.app, undefined, key)),
      use_house_credits: true,
      dining: AT_TABLE,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = json<{ order_id: string }>(paid).order_id;
    expect(await passRow(voucher)).toMatchObject({ status: "redeemed", orderId });
    expect((await scope.getOne(houseCredits, eq(houseCredits.id, credit.id))).currentValue).toBe(0);
    const order = json<{ items: { id: string; product_id: string | null; discount: number }[] }>(
      await buyer.send("GET", `/api/account/orders/${orderId}`),
    );
    const line = order.items.find((item) => item.product_id === main.id);
    const cancelled = await staff("POST", `/admin/api/orders/${orderId}/items/${line?.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await passRow(voucher)).toMatchObject({ status: "active", orderId: null });
    expect((await scope.getOne(houseCredits, eq(houseCredits.id, credit.id))).currentValue).toBeGreaterThan(
      0,
    );
    const vouchers = json<PassWire[]>(await buyer.send("GET", "/api/account/perks/vouchers"));
    expect(vouchers.find((pass) => pass.id === voucher)?.status).toBe("active");
  });
});

describe("giving vouchers away", () => {
  it("to a member: it moves to their perks; to a guest: a link with a pin, opened without signing in", async () => {
    const [giver, taker] = await newBuyers(t.app, 2);
    if (!giver || !taker) throw new Error("no buyers");
    const toMember = await voucherFor(giver.customerId, { value_amount: 5 });
    const moved = await giver.send("POST", `/api/account/perks/vouchers/${toMember}/transfer`, {
      email: taker.email,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<PassWire[]>(await taker.send("GET", "/api/account/perks/vouchers")).map((p) => p.id)).toEqual(
      [toMember],
    );
    expect(json<PassWire[]>(await giver.send("GET", "/api/account/perks/vouchers"))).toEqual([]);

    const toGuest = await voucherFor(giver.customerId, { value_amount: 5 });
    const sent = await giver.send("POST", `/api/account/perks/vouchers/${toGuest}/transfer`, {
      email: "voucher.guest@example.org",
      full_name: "Val Guest",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<PassWire>(sent)).toMatchObject({
      status: "transferred",
      guest: { email: "voucher.guest@example.org" },
    });
    const [mail] = await mailsTo(t.app, "voucher.guest@example.org");
    const pin = new RegExp(`/guest-vouchers/${toGuest}/(\\d+)`).exec(mail?.text ?? "")?.[1];
    expect(pin).toBeDefined();
    const opened = await visitor(`/api/public/vouchers/${toGuest}?pin=${pin}`, HARBOR, "10.9.1.1");
    expect(opened.statusCode, opened.body).toBe(200);
    expect(json<{ serial: string; theme: { club_name: string } }>(opened).theme.club_name).toBeTruthy();
    expect((await visitor(`/api/public/vouchers/${toGuest}`, HARBOR, "10.9.1.1")).statusCode).toBe(404);
  });

  it("refuses one its definition keeps with its holder", async () => {
    const buyer = await oneBuyer();
    const kept = await voucherFor(buyer.customerId, { value_amount: 5, transferable: false });
    const res = await buyer.send("POST", `/api/account/perks/vouchers/${kept}/transfer`, {
      email: "x@example.org",
    });
    expect(res.statusCode).toBe(409);
    expect(json<{ code: string }>(res).code).toBe("perk_not_transferable");
  });
});

describe("guest passes", () => {
  let passId = "";
  let pin = "";

  it("sending one moves it from available to transferred, and mails the guest a link with a pin", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const before = json<PassWire[]>(await member("GET", "/api/account/perks/guest-passes?status=available"));
    expect(before.length).toBeGreaterThanOrEqual(2);
    const sent = await member("POST", "/api/account/perks/guest-passes/transfer", {
      email: "pat.guest@example.org",
      full_name: "Pat Guest",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    passId = json<PassWire>(sent).id;
    const after = json<PassWire[]>(await member("GET", "/api/account/perks/guest-passes?status=available"));
    expect(after.map((pass) => pass.id)).not.toContain(passId);
    expect(after).toHaveLength(before.length - 1);
    const transferred = json<PassWire[]>(
      await member("GET", "/api/account/perks/guest-passes?status=transferred"),
    );
    expect(transferred.find((pass) => pass.id === passId)).toMatchObject({
      status: "transferred",
      transferred: true,
      guest: { full_name: "Pat Guest", email: "pat.guest@example.org" },
    });
    const [mail] = await mailsTo(t.app, "pat.guest@example.org");
    pin = new RegExp(`/guest-pass/${passId}/(\\d+)`).exec(mail?.text ?? "")?.[1] ?? "";
    expect(pin).toMatch(/^\d{8}$/);
    // Only the pin's hash is kept.
    expect((await passRow(passId)).pinHash).not.toContain(pin);
  });

  it("opens with its pin and not without it, and not at the other club", async () => {
    const opened = await visitor(`/api/public/passes/guest-pass/${passId}/${pin}`, HARBOR, "10.9.2.1");
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(json<PassWire>(opened)).toMatchObject({ id: passId, status: "transferred" });
    expect(json<PassWire>(opened).qr_code).toMatch(/^data:image/);
    const wrong = await visitor(`/api/public/passes/guest-pass/${passId}/00000000`, HARBOR, "10.9.2.1");
    const missing = await visitor(
      `/api/public/passes/guest-pass/${crypto.randomUUID()}/${pin}`,
      HARBOR,
      "10.9.2.1",
    );
    expect([wrong.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(json<{ code: string }>(wrong).code).toBe(json<{ code: string }>(missing).code);
    expect(
      (await visitor(`/api/public/passes/guest-pass/${passId}/${pin}`, SIERRA, "10.9.2.1")).statusCode,
    ).toBe(404);
  });

  it("throttles wrong pins per pass: past the allowance even the right pin waits", async () => {
    // One wrong pin was tried above: the allowance's rest are answered like a missing pass.
    for (let attempt = 1; attempt < WRONG_PINS_PER_PASS; attempt += 1)
      expect(
        (
          await visitor(
            `/api/public/passes/guest-pass/${passId}/1111111${attempt}`,
            HARBOR,
            `10.9.3.${attempt}`,
          )
        ).statusCode,
      ).toBe(404);
    const limited = await visitor(`/api/public/passes/guest-pass/${passId}/${pin}`, HARBOR, "10.9.3.99");
    expect(limited.statusCode).toBe(429);
    expect(json<{ code: string }>(limited).code).toBe("rate_limited");
  });

  it("throttles an address trying many passes", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1)
      statuses.push(
        (await visitor(`/api/public/passes/guest-pass/${crypto.randomUUID()}/12345678`, HARBOR, "10.9.4.1"))
          .statusCode,
      );
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it("resend makes a new pin: the new link opens, the old one no longer does", async () => {
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const [, , sentPass] = DEMO_PERKS.memberGuestPasses;
    const resendAndReadPin = async () => {
      const res = await member("POST", `/api/account/perks/guest-passes/${sentPass}`);
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = await mailsTo(t.app, "sam.porter@example.org");
      expect(mail?.kind).toBe("perk_resend");
      return new RegExp(`/guest-pass/${sentPass}/(\\d+)`).exec(mail?.text ?? "")?.[1] ?? "";
    };
    const older = await resendAndReadPin();
    const newer = await resendAndReadPin();
    expect(newer).not.toBe(older);
    expect(
      (await visitor(`/api/public/passes/guest-pass/${sentPass}/${older}`, HARBOR, "10.9.5.1")).statusCode,
    ).toBe(404);
    expect(
      (await visitor(`/api/public/passes/guest-pass/${sentPass}/${newer}`, HARBOR, "10.9.5.1")).statusCode,
    ).toBe(200);
    // A pass not sent is not resent (the second demo pass is still available).
    const [, available] = DEMO_PERKS.memberGuestPasses;
    expect((await member("POST", `/api/account/perks/guest-passes/${available}`)).statusCode).toBe(404);
  });

  it("a scanned pass cannot be scanned again: the second scan is refused with the first's time", async () => {
    const serial = (await passRow(passId)).serial;
    const first = await staff("POST", "/admin/api/perks/scan", { serial });
    expect(first.statusCode, first.body).toBe(200);
    const scannedOn = json<{ outcome: string; scanned_on: string }>(first).scanned_on;
    expect(json<{ outcome: string }>(first).outcome).toBe("redeemed");
    const second = await staff("POST", "/admin/api/perks/scan", { serial });
    expect(second.statusCode).toBe(409);
    expect(json<{ code: string; error_details: { field: string; details: string } }>(second)).toMatchObject({
      code: "perk_already_redeemed",
      error_details: { field: "scanned_on", details: scannedOn },
    });
    // Still in the member's transferred list, now redeemed.
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const transferred = json<PassWire[]>(
      await member("GET", "/api/account/perks/guest-passes?status=transferred"),
    );
    expect(transferred.find((pass) => pass.id === passId)?.status).toBe("redeemed");
    expect((await staff("POST", "/admin/api/perks/scan", { serial: "GP-NOSUCHPASS" })).statusCode).toBe(404);
  });

  it("answers 404 at a club that has guest passes off", async () => {
    const socio = await memberOf(t.app, DEMO_CUSTOMERS.socio.email, SIERRA);
    expect((await socio("GET", "/api/account/perks/guest-passes")).statusCode).toBe(404);
  });
});

describe("staff's perks", () => {
  it("only managers and owners define perks", async () => {
    const desk = await signInNewStaff(t.app, "perks-desk@harbor.example", "staff");
    const refused = await request(t.app, HARBOR, {
      method: "POST",
      url: "/admin/api/perks/definitions",
      headers: { cookie: desk },
      payload: { kind: "offer", name: "Nope" },
    });
    expect([refused.statusCode, json(refused).code]).toEqual([403, "permission_denied"]);
  });

  it("refuses a definition whose reference is not the club's", async () => {
    const res = await staff("POST", "/admin/api/perks/definitions", {
      kind: "voucher",
      name: "Elsewhere",
      value_amount: 5,
      reference_type: "event",
      reference_id: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(400);
  });

  it("issues to every active member of a plan, lists the passes and voids one once", async () => {
    const defined = await staff("POST", "/admin/api/perks/definitions", {
      kind: "offer",
      name: "Plan offer",
      value_kind: "percent",
      value_percent: 10,
      days_valid: 30,
    });
    expect(defined.statusCode, defined.body).toBe(201);
    const definitionId = json<{ id: string }>(defined).id;
    const [plan] = await (await harborScope()).select().from(membershipPlans).limit(1);
    const issued = await staff("POST", `/admin/api/perks/definitions/${definitionId}/issue`, {
      plan_id: plan?.id,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { issued: count, pass_ids: passIds } = json<{ issued: number; pass_ids: string[] }>(issued);
    expect(count).toBe(passIds.length);
    const listed = await staff("GET", `/admin/api/perks/definitions/${definitionId}/passes`);
    expect(json<unknown[]>(listed)).toHaveLength(count);
    if (passIds[0]) {
      const voided = await staff("POST", `/admin/api/perks/passes/${passIds[0]}/void`);
      expect(json<{ status: string }>(voided).status).toBe("void");
      expect(
        json<{ status: string }>(await staff("POST", `/admin/api/perks/passes/${passIds[0]}/void`)).status,
      ).toBe("void");
    }
    const neither = await staff("POST", `/admin/api/perks/definitions/${definitionId}/issue`, {});
    expect(neither.statusCode).toBe(400);
  });

  it("an archived definition is issued no more, its passes already out still work, and it can be made active again", async () => {
    const passId = await voucherFor(DEMO_CUSTOMERS.member.id, { name: "Retiring voucher", value_amount: 5 });
    const definitionId = (await passRow(passId)).definitionId;
    const url = `/admin/api/perks/definitions/${definitionId}`;
    expect(json(await staff("PATCH", url, { status: "archived" }))).toMatchObject({ status: "archived" });
    const refused = await staff("POST", `${url}/issue`, { customer_id: DEMO_CUSTOMERS.member.id });
    expect(refused.statusCode).toBe(409);
    expect((await passRow(passId)).status).toBe("active");
    expect((await staff("PATCH", url, { status: "gone" })).statusCode).toBe(400);
    expect(json(await staff("PATCH", url, { status: "active" }))).toMatchObject({ status: "active" });
    expect((await staff("POST", `${url}/issue`, { customer_id: DEMO_CUSTOMERS.member.id })).statusCode).toBe(
      200,
    );
  });

  it("answers one definition to any staff level with its count; another club's or a bad id is not one", async () => {
    const defined = await staff("POST", "/admin/api/perks/definitions", {
      kind: "voucher",
      name: "Editor's voucher",
      value_amount: 12.5,
      redemption_pin: "2468",
    });
    const definitionId = json<{ id: string }>(defined).id;
    await staff("POST", `/admin/api/perks/definitions/${definitionId}/issue`, {
      customer_id: DEMO_CUSTOMERS.member.id,
      quantity: 2,
    });
    const viewer = await signInNewStaff(t.app, "perks-viewer@harbor.example", "viewer");
    const read = await request(t.app, HARBOR, {
      method: "GET",
      url: `/admin/api/perks/definitions/${definitionId}`,
      headers: { cookie: viewer },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read)).toMatchObject({
      id: definitionId,
      name: "Editor's voucher",
      value_amount: 12.5,
      requires_pin: true,
      issued: 2,
      status: "active",
    });
    expect(read.body).not.toContain("2468");
    const sierra = await signInStaff(t.app, SIERRA, "gerente@sierra.example");
    const elsewhere = await request(t.app, SIERRA, {
      method: "GET",
      url: `/admin/api/perks/definitions/${definitionId}`,
      headers: { cookie: sierra },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await staff("GET", "/admin/api/perks/definitions/not-an-id")).statusCode).toBe(400);
  });
});
