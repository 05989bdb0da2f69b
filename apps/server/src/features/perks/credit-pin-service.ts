/**
 * A house credit's pin (spec-2 §3 House credit pin; issue 27): staff set the pin a member gives
 * to spend the credit at the club's tills, and the till checks it. The pin is kept only as an
 * HMAC keyed by the credit's id, compared in constant time; a wrong pin answers exactly like a
 * missing credit (404), and wrong pins are limited per credit and per address as a guest's
 * link's are. Setting it needs the manager level; checking it, any staff user.
 */
import type { HouseCreditPin, HouseCreditPinCheck, StaffHouseCredit } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { clubCredit, type HouseCreditRow, setCreditPinHash } from "../house-credits/index.ts";
import { pinHash, pinMatches } from "./pass-secrets.ts";
import { countWrongPin, type PinKeys, throttlePin } from "./pin-attempts.ts";
import { houseCreditView } from "./views.ts";

/** A credit's pin at the till: attempts per address, wrong pins per credit. */
const CREDIT_PINS: PinKeys = {
  address: (address) => `perks:credit-pin:address:${address}`,
  wrong: (creditId) => `perks:credit-pin:credit:${creditId}`,
};

const staffCreditView = (credit: HouseCreditRow): StaffHouseCredit => {
  const { pin: _pin, ...view } = houseCreditView(credit);
  return { ...view, customerId: credit.customerId, hasPin: credit.pin !== null };
};

/** PUT /admin/api/perks/house-credits/{id}/pin (managers and owners): a new pin replaces the old one. */
export async function setHouseCreditPin(
  context: ServiceContext,
  creditId: string,
  body: HouseCreditPin,
): Promise<StaffHouseCredit> {
  return staffCreditView(await setCreditPinHash(context.scope, creditId, pinHash(creditId, body.pin)));
}

/** POST /admin/api/perks/house-credits/{id}/pin/check: the credit when the pin is its own. */
export async function checkHouseCreditPin(
  context: ServiceContext,
  creditId: string,
  body: HouseCreditPinCheck,
): Promise<StaffHouseCredit> {
  await throttlePin(context, CREDIT_PINS, creditId);
  const credit = await clubCredit(context.scope, creditId).catch(() => undefined);
  // Compared even when there is no credit, so a missing one takes as long as a wrong pin.
  const right = pinMatches(creditId, credit?.pin ?? null, body.pin);
  if (!credit || !right) {
    await countWrongPin(context, CREDIT_PINS, creditId);
    throw new AppError("not_found");
  }
  return staffCreditView(credit);
}
