/**
 * A ticket type's passcode: only its hash is kept on the type, and a cart line keeps only a
 * proof that its buyer gave it (an HMAC of the type and buyer keyed by the hash), re-checked at
 * every hold, so a changed passcode voids old proofs and a proof cannot move to another buyer.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { TicketTypeFacts } from "./tables.ts";

export const passcodeHash = (passcode: string): string => createHash("sha256").update(passcode).digest("hex");

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether the passcode typed is the type's. */
export const passcodeMatches = (type: TicketTypeFacts, passcode: string | undefined): boolean =>
  type.passcodeHash === null ||
  (passcode !== undefined && sameText(passcodeHash(passcode), type.passcodeHash));

/** The proof a line keeps that its buyer gave this type's passcode. */
export const passcodeProof = (type: TicketTypeFacts, customerId: string): string =>
  createHmac("sha256", type.passcodeHash ?? "")
    .update(`${type.id}:${customerId}`)
    .digest("hex");

/** Whether a line's proof still holds for its buyer (always, for a type without a passcode). */
export const proofHolds = (type: TicketTypeFacts, customerId: string, proof: string | null): boolean =>
  type.passcodeHash === null || (proof !== null && sameText(proof, passcodeProof(type, customerId)));
