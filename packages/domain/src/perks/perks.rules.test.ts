import { describe, expect, it } from "vitest";
import {
  allocateRestrictedCredits,
  guestPassListOf,
  guestPassLists,
  isExpired,
  linesPerkAppliesTo,
  type PerkLineFacts,
  passStatusAt,
  passUsable,
  perkAppliesTo,
  perkDiscount,
  type RestrictedCredit,
} from "./perks.rules.ts";

const now = new Date("2026-11-26T12:00:00Z");
const later = new Date("2026-11-27T12:00:00Z");
const earlier = new Date("2026-11-25T12:00:00Z");

const product = (productId: string, categoryIds: string[] = []): PerkLineFacts => ({
  kind: "products",
  productId,
  categoryIds,
  eventId: null,
  bookingId: null,
});
const ticket = (eventId: string): PerkLineFacts => ({
  kind: "tickets",
  productId: null,
  categoryIds: [],
  eventId,
  bookingId: null,
});
const reservation = (bookingId: string): PerkLineFacts => ({
  kind: "reservations",
  productId: null,
  categoryIds: [],
  eventId: null,
  bookingId,
});

describe("the expired rule (spec-2 §3)", () => {
  it("is expired when the expiry is not in the future: at the instant itself, and after", () => {
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(earlier, now)).toBe(true);
    expect(isExpired(later, now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });

  it("shows an active pass past its expiry as expired, and leaves the other statuses alone", () => {
    expect(passStatusAt({ status: "active", expiresOn: now }, now)).toBe("expired");
    expect(passStatusAt({ status: "active", expiresOn: later }, now)).toBe("active");
    expect(passStatusAt({ status: "redeemed", expiresOn: earlier }, now)).toBe("redeemed");
    expect(passStatusAt({ status: "void", expiresOn: null }, now)).toBe("void");
  });

  it("a pass is usable only while active, not expired and already valid", () => {
    expect(passUsable({ status: "active", expiresOn: later, validOn: earlier }, now)).toBe(true);
    expect(passUsable({ status: "active", expiresOn: later, validOn: later }, now)).toBe(false);
    expect(passUsable({ status: "active", expiresOn: earlier, validOn: null }, now)).toBe(false);
    expect(passUsable({ status: "transferred", expiresOn: null, validOn: null }, now)).toBe(false);
  });
});

describe("what a perk applies to", () => {
  const lines = [
    product("steak", ["dining"]),
    product("polo", ["shop"]),
    ticket("gala"),
    reservation("table"),
  ];

  it("none and the whole order apply to every line", () => {
    expect(linesPerkAppliesTo({ type: "none", id: null }, lines)).toEqual([0, 1, 2, 3]);
    expect(linesPerkAppliesTo({ type: "order", id: null }, lines)).toEqual([0, 1, 2, 3]);
  });

  it("a product, category, event or reservation applies to its own lines only", () => {
    expect(linesPerkAppliesTo({ type: "product", id: "polo" }, lines)).toEqual([1]);
    expect(linesPerkAppliesTo({ type: "category", id: "dining" }, lines)).toEqual([0]);
    expect(linesPerkAppliesTo({ type: "event", id: "gala" }, lines)).toEqual([2]);
    expect(linesPerkAppliesTo({ type: "reservation", id: "table" }, lines)).toEqual([3]);
    expect(linesPerkAppliesTo({ type: "event", id: "another" }, lines)).toEqual([]);
    expect(perkAppliesTo({ type: "appointment", id: "table" }, reservation("table"))).toBe(false);
  });

  it("a kind without an id applies to any line of that kind", () => {
    expect(linesPerkAppliesTo({ type: "event", id: null }, lines)).toEqual([2]);
    expect(linesPerkAppliesTo({ type: "product", id: null }, lines)).toEqual([0, 1]);
    expect(linesPerkAppliesTo({ type: "reservation", id: null }, lines)).toEqual([3]);
  });

  it("an amount never takes more than the lines hold; a percentage is in basis points", () => {
    expect(perkDiscount({ kind: "amount", value: 2_500 }, 1_800)).toBe(1_800);
    expect(perkDiscount({ kind: "amount", value: 2_500 }, 4_000)).toBe(2_500);
    expect(perkDiscount({ kind: "percent", value: 1_000 }, 4_005)).toBe(401);
  });
});

describe("the house-credit allocation with restrictions (spec-2 §5)", () => {
  const credit = (id: string, balance: number, values: Partial<RestrictedCredit> = {}): RestrictedCredit => ({
    id,
    balance,
    reference: { type: "none", id: null },
    expiresOn: null,
    status: "active",
    ...values,
  });
  const dinner = { facts: product("steak", ["dining"]), due: 4_000 };
  const gala = { facts: ticket("gala"), due: 10_000 };

  it("takes credits in turn until covered, skipping empty ones", () => {
    const result = allocateRestrictedCredits(
      [credit("a", 0), credit("b", 3_000), credit("c", 5_000)],
      [dinner],
      now,
    );
    expect(result).toEqual({
      allocations: [
        { id: "b", amount: 3_000 },
        { id: "c", amount: 1_000 },
      ],
      covered: 4_000,
      remaining: 0,
      restrictedByLine: [0],
    });
  });

  it("a restricted credit pays only for the lines it applies to", () => {
    const galaOnly = credit("gala", 20_000, { reference: { type: "event", id: "gala" } });
    expect(allocateRestrictedCredits([galaOnly], [dinner, gala], now)).toEqual({
      allocations: [{ id: "gala", amount: 10_000 }],
      covered: 10_000,
      remaining: 4_000,
      restrictedByLine: [0, 10_000],
    });
    const diningOnly = credit("dining", 1_000, { reference: { type: "category", id: "dining" } });
    expect(allocateRestrictedCredits([diningOnly], [gala], now).allocations).toEqual([]);
  });

  it("spends restricted credits before unrestricted ones, so neither is left idle", () => {
    const anything = credit("any", 4_000);
    const diningOnly = credit("dining", 4_000, { reference: { type: "category", id: "dining" } });
    const result = allocateRestrictedCredits([anything, diningOnly], [dinner, { ...gala, due: 4_000 }], now);
    expect(result.allocations).toEqual([
      { id: "dining", amount: 4_000 },
      { id: "any", amount: 4_000 },
    ]);
    expect(result.remaining).toBe(0);
    // What the restricted credit paid stays on its line: the unrestricted one paid the other.
    expect(result.restrictedByLine).toEqual([4_000, 0]);
  });

  it("skips voided and expired credits (expired at the instant of expiry)", () => {
    const result = allocateRestrictedCredits(
      [
        credit("void", 5_000, { status: "void" }),
        credit("expired", 5_000, { expiresOn: now }),
        credit("ok", 500),
      ],
      [dinner],
      now,
    );
    expect(result).toEqual({
      allocations: [{ id: "ok", amount: 500 }],
      covered: 500,
      remaining: 3_500,
      restrictedByLine: [0],
    });
  });
});

describe("guest pass lists after transfer (spec-2 §4)", () => {
  const pass = (
    id: string,
    values: Partial<{
      status: "active" | "transferred" | "redeemed" | "void";
      expiresOn: Date | null;
      transferredOn: Date | null;
    }> = {},
  ) => ({
    id,
    status: "active" as const,
    expiresOn: later,
    transferredOn: null,
    ...values,
  });

  it("a transfer moves the pass from the available list to the transferred list", () => {
    const before = [pass("a"), pass("b"), pass("c")];
    expect(guestPassLists(before, now).available.map((p) => p.id)).toEqual(["a", "b", "c"]);
    const after = [pass("a"), pass("b", { status: "transferred", transferredOn: now }), pass("c")];
    const lists = guestPassLists(after, now);
    expect(lists.available.map((p) => p.id)).toEqual(["a", "c"]);
    expect(lists.transferred.map((p) => p.id)).toEqual(["b"]);
  });

  it("a sent pass stays in the transferred list once the guest has used it", () => {
    expect(guestPassListOf(pass("x", { status: "redeemed", transferredOn: earlier }), now)).toBe(
      "transferred",
    );
  });

  it("an unsent pass that expired or was voided is in neither list", () => {
    expect(guestPassListOf(pass("x", { expiresOn: earlier }), now)).toBeNull();
    expect(guestPassListOf(pass("y", { status: "void" }), now)).toBeNull();
  });
});
