/**
 * The guest's links (spec-2 §2 /guest-pass/:id/:pin, /guest-vouchers/:id/:pin; §7 GET
 * /api/public/passes/guest-pass/{id}/{pin}, GET /api/public/vouchers/{id}; issue 27 item 5):
 * anyone with the link sees the pass, without signing in. The pin is compared in constant time
 * against its hash; a wrong pin answers exactly like a missing pass (404); attempts are counted
 * per address (every one) and per pass (the wrong ones), and past either allowance the answer
 * is 429 whatever the pin; the club is the Host's, so another club's pass is simply missing.
 */
import type { GuestPass } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { requireGuestPasses } from "./guest-pass-flag.ts";
import { pinMatches } from "./pass-secrets.ts";
import { findPass, getDefinition } from "./repository.ts";
import { onePassView } from "./views.ts";

/** The window the attempts are counted in. */
export const LINK_WINDOW_MS = 15 * 60_000;
/** Wrong pins allowed per pass in the window. */
export const WRONG_PINS_PER_PASS = 5;
/** Attempts allowed per address in the window (right or wrong, any pass). */
export const ATTEMPTS_PER_ADDRESS = 30;

async function throttle(context: ServiceContext, passId: string): Promise<void> {
  const { limits } = context.platform;
  const address = await limits.hit(
    `perks:link:address:${context.clientAddress ?? "unknown"}`,
    LINK_WINDOW_MS,
  );
  const wrong = await limits.peek(`perks:link:pass:${passId}`, LINK_WINDOW_MS);
  if (address.count > ATTEMPTS_PER_ADDRESS || wrong.count >= WRONG_PINS_PER_PASS)
    throw new AppError("rate_limited");
}

/** The pass a guest's link names, of the given kinds; a wrong pin is counted and answered as missing. */
async function passOfLink(
  context: ServiceContext,
  passId: string,
  pin: string,
  kinds: readonly ("voucher" | "offer" | "guest_pass")[],
): Promise<GuestPass> {
  await throttle(context, passId);
  const pass = await findPass(context.scope, passId);
  // Compared even when there is no pass, so a missing pass takes as long as a wrong pin.
  const right = pinMatches(passId, pass?.pinHash ?? null, pin);
  const definition = pass && right ? await getDefinition(context.scope, pass.definitionId) : undefined;
  if (!pass || !right || !definition || !kinds.includes(definition.kind) || pass.guestEmail === null) {
    await context.platform.limits.hit(`perks:link:pass:${passId}`, LINK_WINDOW_MS);
    throw new AppError("not_found");
  }
  return {
    ...(await onePassView(context.scope, pass, definition)),
    survey: null,
    passbook: null,
    pkPass: null,
    theme: {
      clubName: context.tenant.config.company.name,
      foregroundColor: definition.foregroundColor,
      backgroundColor: definition.backgroundColor,
    },
  };
}

/** GET /api/public/passes/guest-pass/{id}/{pin}. */
export async function publicGuestPass(
  context: ServiceContext,
  passId: string,
  pin: string,
): Promise<GuestPass> {
  requireGuestPasses(context);
  return passOfLink(context, passId, pin, ["guest_pass"]);
}

/** GET /api/public/vouchers/{id}?pin=: without a pin, answered like a wrong one. */
export const publicVoucher = (
  context: ServiceContext,
  passId: string,
  pin: string | undefined,
): Promise<GuestPass> => passOfLink(context, passId, pin ?? "", ["voucher", "offer"]);
