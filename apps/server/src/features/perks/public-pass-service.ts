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
import { guestPassExperienceId } from "../surveys/index.ts";
import { guestLinkWalletLinks, guestPassSurveyPath } from "./guest-link-paths.ts";
import { requireGuestPasses } from "./guest-pass-flag.ts";
import { pinMatches } from "./pass-secrets.ts";
import { countWrongPin, type PinKeys, throttlePin } from "./pin-attempts.ts";
import { findPass, getDefinition } from "./repository.ts";
import type { PerkDefinitionRow, PerkPassRow } from "./tables.ts";
import { onePassView } from "./views.ts";

/** A guest's links: attempts per address, wrong pins per pass. */
const LINK_PINS: PinKeys = {
  address: (address) => `perks:link:address:${address}`,
  wrong: (passId) => `perks:link:pass:${passId}`,
};

/** The pass a guest's link names, of the given kinds; a wrong pin is counted and answered as missing. */
async function linkedPass(
  context: ServiceContext,
  passId: string,
  pin: string,
  kinds: readonly ("voucher" | "offer" | "guest_pass")[],
): Promise<{ pass: PerkPassRow; definition: PerkDefinitionRow }> {
  await throttlePin(context, LINK_PINS, passId);
  const pass = await findPass(context.scope, passId);
  // Compared even when there is no pass, so a missing pass takes as long as a wrong pin.
  const right = pinMatches(passId, pass?.pinHash ?? null, pin);
  const definition = pass && right ? await getDefinition(context.scope, pass.definitionId) : undefined;
  if (!pass || !right || !definition || !kinds.includes(definition.kind) || pass.guestEmail === null) {
    await countWrongPin(context, LINK_PINS, passId);
    throw new AppError("not_found");
  }
  return { pass, definition };
}

/** The guest pass a guest's link names (pin checked, attempts counted); 404 while guest passes are off. */
export async function guestPassOfLink(context: ServiceContext, passId: string, pin: string) {
  requireGuestPasses(context);
  return (await linkedPass(context, passId, pin, ["guest_pass"])).pass;
}

async function linkView(
  context: ServiceContext,
  { pass, definition }: { pass: PerkPassRow; definition: PerkDefinitionRow },
  extras: Pick<GuestPass, "survey" | "passbook" | "pkPass">,
): Promise<GuestPass> {
  return {
    ...(await onePassView(context.scope, pass, definition)),
    ...extras,
    theme: {
      clubName: context.tenant.config.company.name,
      foregroundColor: definition.foregroundColor,
      backgroundColor: definition.backgroundColor,
    },
  };
}

/** GET /api/public/passes/guest-pass/{id}/{pin}: with the club's guest-pass experience to answer, if any. */
export async function publicGuestPass(
  context: ServiceContext,
  passId: string,
  pin: string,
): Promise<GuestPass> {
  requireGuestPasses(context);
  const linked = await linkedPass(context, passId, pin, ["guest_pass"]);
  const surveyId = await guestPassExperienceId(context);
  return linkView(context, linked, {
    survey: surveyId ? { uid: surveyId, endpoint: guestPassSurveyPath(passId, pin) } : null,
    ...guestLinkWalletLinks(context, passId, pin),
  });
}

/** GET /api/public/vouchers/{id}?pin=: without a pin, answered like a wrong one. */
export const publicVoucher = async (
  context: ServiceContext,
  passId: string,
  pin: string | undefined,
): Promise<GuestPass> =>
  linkView(context, await linkedPass(context, passId, pin ?? "", ["voucher", "offer"]), {
    survey: null,
    passbook: null,
    pkPass: null,
  });
