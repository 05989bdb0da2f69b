/**
 * Perks' rules (spec-2 §3 Pass, Pass definition, Guest pass, House credit; §4 guest pass
 * transfer; §5 house-credit payment; issue 27): when a pass or credit is expired, what a perk
 * applies to, how restricted house credits are allocated, and the member's guest-pass lists.
 * Pure functions, shared by the server and the web.
 */
import { discountAmount } from "../cart/cart.rules.ts";
import type { MinorUnits } from "../common/money.ts";

export const PERK_KINDS = ["voucher", "offer", "guest_pass"] as const;
export type PerkKind = (typeof PERK_KINDS)[number];

/** A pass's stored status; `expired` is also what an active pass past its expiry reads as. */
export const PASS_STATUSES = ["active", "redeemed", "transferred", "expired", "void"] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

/**
 * What a perk or a house credit applies to (spec-2 §3 referenceType): `none` (and `order`, the
 * whole order) is anything; the others one product, category, event, reservation or appointment.
 */
export const PERK_REFERENCE_TYPES = [
  "none",
  "order",
  "product",
  "category",
  "event",
  "reservation",
  "appointment",
] as const;
export type PerkReferenceType = (typeof PERK_REFERENCE_TYPES)[number];

export const SCAN_FORMATS = ["qr", "code128", "pdf417", "aztec"] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

export const PERK_VALUE_KINDS = ["amount", "percent"] as const;
export type PerkValueKind = (typeof PERK_VALUE_KINDS)[number];

/** What a perk or credit may be used on: a kind of thing, and which one (null: any of that kind). */
export interface PerkReference {
  type: PerkReferenceType;
  id: string | null;
}

/** spec-2 §3: "expired when its expiry is not in the future"; no expiry never expires. */
export const isExpired = (expiresOn: Date | null, now: Date): boolean =>
  expiresOn !== null && expiresOn.getTime() <= now.getTime();

/** Not yet valid: its first day is still ahead. */
export const notYetValid = (validOn: Date | null, now: Date): boolean =>
  validOn !== null && validOn.getTime() > now.getTime();

/** The status a pass shows at `now`: an active pass past its expiry reads as expired. */
export const passStatusAt = (pass: { status: PassStatus; expiresOn: Date | null }, now: Date): PassStatus =>
  pass.status === "active" && isExpired(pass.expiresOn, now) ? "expired" : pass.status;

/** Whether a pass can be used (redeemed, scanned, transferred) at `now`. */
export const passUsable = (
  pass: { status: PassStatus; expiresOn: Date | null; validOn: Date | null },
  now: Date,
): boolean => passStatusAt(pass, now) === "active" && !notYetValid(pass.validOn, now);

/** What a cart line (or an order item) is, as far as a perk's reference can tell. */
export interface PerkLineFacts {
  /** The cart kind: products, tickets, reservations, appointments. */
  kind: string;
  productId: string | null;
  categoryIds: readonly string[];
  eventId: string | null;
  /** The booked thing's id (a reservation's or appointment's item). */
  bookingId: string | null;
}

/** Whether a perk with this reference takes money off (or a credit pays for) this line. */
export function perkAppliesTo(reference: PerkReference, line: PerkLineFacts): boolean {
  const matches = (id: string | null) => reference.id === null || reference.id === id;
  switch (reference.type) {
    case "none":
    case "order":
      return true;
    case "product":
      return line.productId !== null && matches(line.productId);
    case "category":
      return reference.id === null ? line.categoryIds.length > 0 : line.categoryIds.includes(reference.id);
    case "event":
      return line.eventId !== null && matches(line.eventId);
    case "reservation":
      return line.kind === "reservations" && matches(line.bookingId);
    case "appointment":
      return line.kind === "appointments" && matches(line.bookingId);
  }
}

/** The indexes of the lines a perk applies to. */
export const linesPerkAppliesTo = (reference: PerkReference, lines: readonly PerkLineFacts[]): number[] =>
  lines.flatMap((line, index) => (perkAppliesTo(reference, line) ? [index] : []));

/** Whether a reference restricts what it may be used on (anything but none and the whole order). */
export const isRestricted = (reference: PerkReference): boolean =>
  reference.type !== "none" && reference.type !== "order";

/** A perk's value as the cart's discount terms take it: an amount, or a percentage in basis points. */
export interface PerkValue {
  kind: PerkValueKind;
  /** Minor units for an amount; basis points (1500 = 15 %) for a percentage. */
  value: number;
}

/** What a perk's value takes off `base` (never more than the base). */
export const perkDiscount = (value: PerkValue, base: MinorUnits): MinorUnits =>
  discountAmount({ kind: value.kind === "percent" ? "percent" : "fixed", value: value.value }, base);

/** A house credit as the allocation sees it: its balance and what it may pay for. */
export interface RestrictedCredit {
  id: string;
  balance: MinorUnits;
  reference: PerkReference;
  expiresOn: Date | null;
  status: "active" | "void";
}

/**
 * spec-2 §5 with restrictions (issue 27): credits pay in turn until the lines' amounts are
 * covered, a credit only on the lines it applies to. Voided, expired and empty credits are
 * skipped; restricted credits go first (an unrestricted one would otherwise take the line a
 * restricted one was given for, and the restricted one be left unspent). Answers what each
 * credit gives, what restricted credits paid of each line (an order keeps it on the line, so a
 * cancelled line gives back the credit that paid it), and what is left to pay by other means.
 */
export function allocateRestrictedCredits(
  credits: readonly RestrictedCredit[],
  lines: readonly { facts: PerkLineFacts; due: MinorUnits }[],
  now: Date,
): {
  allocations: { id: string; amount: MinorUnits }[];
  covered: MinorUnits;
  remaining: MinorUnits;
  restrictedByLine: MinorUnits[];
} {
  const left = lines.map((line) => Math.max(0, line.due));
  const restrictedByLine = lines.map(() => 0);
  const usable = credits.filter(
    (credit) => credit.status === "active" && credit.balance > 0 && !isExpired(credit.expiresOn, now),
  );
  const ordered = [
    ...usable.filter((credit) => isRestricted(credit.reference)),
    ...usable.filter((credit) => !isRestricted(credit.reference)),
  ];
  const allocations: { id: string; amount: MinorUnits }[] = [];
  for (const credit of ordered) {
    let balance = credit.balance;
    let given = 0;
    lines.forEach((line, index) => {
      const owed = left[index] ?? 0;
      if (balance === 0 || owed === 0 || !perkAppliesTo(credit.reference, line.facts)) return;
      const take = Math.min(balance, owed);
      left[index] = owed - take;
      if (isRestricted(credit.reference)) restrictedByLine[index] = (restrictedByLine[index] ?? 0) + take;
      balance -= take;
      given += take;
    });
    if (given > 0) allocations.push({ id: credit.id, amount: given });
  }
  const total = lines.reduce((sum, line) => sum + Math.max(0, line.due), 0);
  const remaining = left.reduce((sum, amount) => sum + amount, 0);
  return { allocations, covered: total - remaining, remaining, restrictedByLine };
}

/** A guest pass as the lists see it. */
export interface GuestPassState {
  status: PassStatus;
  expiresOn: Date | null;
  /** When the member sent it to a guest; null while it is theirs to send. */
  transferredOn: Date | null;
}

export const GUEST_PASS_LISTS = ["available", "transferred"] as const;
export type GuestPassList = (typeof GUEST_PASS_LISTS)[number];

/**
 * spec-2 §3, §4: which list a guest pass is in. Available: active, not expired, not yet sent;
 * transferred (the used list): sent to a guest, whatever became of it since (opened, scanned).
 * A pass that expired or was voided unsent is in neither.
 */
export function guestPassListOf(pass: GuestPassState, now: Date): GuestPassList | null {
  if (pass.transferredOn !== null) return "transferred";
  return passStatusAt(pass, now) === "active" ? "available" : null;
}

/** The member's guest passes split into the two lists, each in the order given. */
export function guestPassLists<P extends GuestPassState>(
  passes: readonly P[],
  now: Date,
): { available: P[]; transferred: P[] } {
  const lists = { available: [] as P[], transferred: [] as P[] };
  for (const pass of passes) {
    const list = guestPassListOf(pass, now);
    if (list) lists[list].push(pass);
  }
  return lists;
}
