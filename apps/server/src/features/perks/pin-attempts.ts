/**
 * Guessing a pin is limited the same way wherever one is asked (a guest's link, a house credit's
 * pin at the till): every attempt counts against the client's address, wrong pins against the
 * thing guessed, and past either allowance in the window the answer is 429 whatever the pin.
 */
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";

/** The window the attempts are counted in. */
export const LINK_WINDOW_MS = 15 * 60_000;
/** Wrong pins allowed per thing (a pass, a credit) in the window. */
export const WRONG_PINS_PER_PASS = 5;
/** Attempts allowed per address in the window (right or wrong, any pass). */
export const ATTEMPTS_PER_ADDRESS = 30;

/** The limits' keys of one kind of pin: the address's attempts, and one thing's wrong pins. */
export interface PinKeys {
  address: (address: string) => string;
  wrong: (id: string) => string;
}

/** Counts an attempt on `id`; throws rate_limited past the address's or the thing's allowance. */
export async function throttlePin(context: ServiceContext, keys: PinKeys, id: string): Promise<void> {
  const { limits } = context.platform;
  const address = await limits.hit(keys.address(context.clientAddress ?? "unknown"), LINK_WINDOW_MS);
  const wrong = await limits.peek(keys.wrong(id), LINK_WINDOW_MS);
  if (address.count > ATTEMPTS_PER_ADDRESS || wrong.count >= WRONG_PINS_PER_PASS)
    throw new AppError("rate_limited");
}

/** Counts a wrong pin on `id`. */
export const countWrongPin = async (context: ServiceContext, keys: PinKeys, id: string): Promise<void> => {
  await context.platform.limits.hit(keys.wrong(id), LINK_WINDOW_MS);
};
