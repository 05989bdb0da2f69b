/**
 * Moving between the clubs of a global network (spec-1 §4 Global network switching). A person
 * is one user_id with a customer row at each club; being signed in at one club is proof enough
 * at another of the same network, so no second password is asked. Cookies never cross
 * domains, and each club's session is its own, so the club the member leaves issues a one-use
 * pass (a minute) that the club they go to spends.
 *
 * A pass alone would sign in whichever browser opens it, so a member could sign a victim's
 * browser into the member's own account (login CSRF; issue 20, item 5). The pass is therefore
 * bound to the browser, as OAuth binds its `state`: the club gone to first sets a nonce cookie
 * in the browser (`start`), the pass is issued for the nonce's hash (`issue`), and spending it
 * needs the nonce back from that cookie (`finish`), by a POST from that club's own page. A
 * browser that never started the switch holds no nonce, and a pass made for another browser's
 * nonce is refused. An existing session of someone else is never replaced silently.
 */
import { createHash } from "node:crypto";
import { AppError } from "../../lib/errors.ts";
import { newToken } from "../../lib/secret-tokens.ts";
import { siteOrigin } from "../../platform/contexts.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type CustomerRow, findCustomerByUserId, networkLocationsOf } from "../customers/index.ts";
import { createSession, type NewSession } from "./sessions.ts";

/** What binds a pass to the nonce: its sha256, base64url (the nonce itself stays in its cookie). */
export const switchBindingOf = (nonce: string): string =>
  createHash("sha256").update(nonce).digest("base64url");

/**
 * Step 1, at the club moved to: a fresh nonce for the browser's cookie, and the address at the
 * club the member comes from (one of this club's network) that asks there for a pass bound to
 * it. Null when `fromCompanyId` is not another club of this club's network.
 */
export function beginNetworkSwitch(
  context: ServiceContext,
  fromCompanyId: string,
): { nonce: string; url: string } | null {
  const from = context.tenant.networkLocations.find(
    (location) => location.companyId === fromCompanyId && location.companyId !== context.tenant.companyId,
  );
  if (!from) return null;
  const nonce = newToken();
  const origin = siteOrigin(from.url, context.platform.config);
  const query = new URLSearchParams({ to: context.tenant.companyId, binding: switchBindingOf(nonce) });
  return { nonce, url: `${origin}/global-switch/pass?${query}` };
}

/**
 * Step 2, at the club the member leaves: a pass for the signed-in person to `companyId`,
 * bound to `binding`, and the address of that club's page that spends it (the pass in the
 * fragment, which no server or log sees).
 */
export async function startNetworkSwitch(
  context: ServiceContext,
  customer: CustomerRow,
  request: { companyId: string; binding: string },
): Promise<string> {
  const locations = await networkLocationsOf(context, customer);
  const target = locations.find((location) => location.id === request.companyId && !location.current);
  // Not a club of the member's network (or this one): the same answer as any unknown id.
  if (!target) throw new AppError("not_found");
  const pass = await context.platform.network.issueSwitch(context.scope, {
    userId: customer.userId,
    fromCompanyId: context.tenant.companyId,
    toCompanyId: target.id,
    binding: request.binding,
  });
  const origin = siteOrigin(target.url, context.platform.config);
  return `${origin}/global-switch/arrive#${encodeURIComponent(pass)}`;
}

/** Who the browser ends up signed in as, and the session to set when it is a new one. */
export interface SwitchArrival {
  customer: CustomerRow;
  /** Null when the person was already signed in here: their session stays. */
  session: NewSession | null;
}

/**
 * Step 3, at the club moved to, in the caller's transaction: spends the pass with the nonce
 * from the browser's cookie and signs its person in. `switch_expired` (400) when the pass is
 * unknown, spent, expired, made for another club or another browser; `signed_in_as_other`
 * (409) when someone else is signed in here in this browser, and then the pass stays unspent
 * (the transaction rolls back), so signing out and trying again within the minute works.
 */
export async function finishNetworkSwitch(
  context: ServiceContext,
  redemption: { pass: string; nonce: string | undefined; signedIn: CustomerRow | null },
  userAgent: string | undefined,
): Promise<SwitchArrival> {
  if (!redemption.nonce) throw new AppError("switch_expired");
  const userId = await context.platform.network.redeemSwitch(context.scope, {
    token: redemption.pass,
    binding: switchBindingOf(redemption.nonce),
    toCompanyId: context.tenant.companyId,
  });
  if (!userId) throw new AppError("switch_expired");
  const customer = await findCustomerByUserId(context.scope, userId);
  if (!customer) throw new AppError("switch_expired");
  const { signedIn } = redemption;
  if (signedIn && signedIn.id !== customer.id) throw new AppError("signed_in_as_other");
  if (signedIn) return { customer, session: null };
  return { customer, session: await createSession(context, customer, userAgent) };
}
