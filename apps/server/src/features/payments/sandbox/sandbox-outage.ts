/**
 * The sandbox can be told to be unavailable, per club, as a provider has outages: every call
 * then fails with `card_provider_error`, the answer a real adapter gives when its provider does
 * not answer. The switch is a row (sandbox_outages), so a test, or another process, turns it
 * off and on for every instance at once.
 */
import type { TenantScope } from "../../../db/tenant-scope.ts";
import { type PaymentProcessor, providerFailure } from "../processor.ts";
import { clearOutage, outageSince, recordOutage } from "./sandbox-repository.ts";

/** Switches the club's sandbox on (`true`) or off: while off, every call is a provider outage. */
export async function setSandboxAvailable(scope: TenantScope, available: boolean): Promise<void> {
  if (available) await clearOutage(scope);
  else await recordOutage(scope);
}

/** What every call answers while the club's sandbox is switched off. */
export const sandboxOff = () => providerFailure("The sandbox is unavailable (switched off)");

/** Fails as an outage when the club's sandbox is switched off. */
export async function failIfOff(scope: TenantScope): Promise<void> {
  if (await outageSince(scope)) throw sandboxOff();
}

/**
 * Calls that check for themselves: `charge` in its own first read (a checkout's hot path: no
 * statement of its own), and `ensureCustomer`, which the sandbox answers without a record (the
 * customer's reference is derived from their id), so it has nothing to be unavailable for.
 */
const CHECKED_INSIDE = new Set(["charge", "ensureCustomer"]);

/** The processor, each of whose calls first fails as an outage while the club's sandbox is off. */
export function failingWhileOff(scope: TenantScope, processor: PaymentProcessor): PaymentProcessor {
  const checked: Record<string, unknown> = { ...processor };
  for (const [name, value] of Object.entries(processor)) {
    if (typeof value !== "function" || CHECKED_INSIDE.has(name)) continue;
    checked[name] = async (...args: unknown[]) => {
      await failIfOff(scope);
      return (value as (...given: unknown[]) => Promise<unknown>)(...args);
    };
  }
  return checked as unknown as PaymentProcessor;
}
