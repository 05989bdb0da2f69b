/**
 * A pass's secrets: its serial (what its code holds and staff scan; random, so a serial cannot
 * be guessed from another) and the pin of a guest's link, kept only as an HMAC keyed by the
 * pass's id and compared in constant time. A definition's redemption pin is kept the same way.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A new serial: 60 random bits in upper-case hex behind the kind's prefix. */
export const newPassSerial = (kind: "voucher" | "offer" | "guest_pass"): string =>
  `${{ voucher: "VC", offer: "OF", guest_pass: "GP" }[kind]}-${randomBytes(8).toString("hex").toUpperCase().slice(0, 15)}`;

/** A new pin for a guest's link: eight digits. */
export const newLinkPin = (): string => String(randomInt(0, 100_000_000)).padStart(8, "0");

/** What is kept of a pin: an HMAC keyed by what it belongs to (a pass's or definition's id). */
export const pinHash = (ownerId: string, pin: string): string =>
  createHmac("sha256", ownerId).update(pin).digest("hex");

/** Whether `pin` is the one kept for `ownerId`: constant time, whatever was typed. */
export function pinMatches(ownerId: string, kept: string | null, pin: string): boolean {
  if (kept === null) return false;
  // Fixed-length digests on both sides: the comparison takes the same time for any input.
  const given = createHash("sha256").update(pinHash(ownerId, pin)).digest();
  const expected = createHash("sha256").update(kept).digest();
  return timingSafeEqual(given, expected);
}
