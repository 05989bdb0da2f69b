/** spec-1 §6 guestPass: a club that has not turned guest passes on has none to show or send (404). */
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";

/** Throws not_found unless the club's guestPass setting is on. */
export function requireGuestPasses(context: ServiceContext): void {
  if (!context.tenant.config.settings.guestPass) throw new AppError("not_found");
}
