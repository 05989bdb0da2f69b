/**
 * Moving between the clubs of a global network (spec-1 §4 Global network switching). A person
 * is one user_id with a customer row at each club; being signed in at one club is proof enough
 * at another of the same network, so no second password is asked. The club the member leaves
 * issues a one-use pass (a minute) for the club they go to, whose own host redeems it and
 * starts a session there: cookies never cross domains, and each club's session is its own.
 */
import { AppError } from "../../lib/errors.ts";
import { siteOrigin } from "../../platform/contexts.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type CustomerRow, findCustomerByUserId, networkLocationsOf } from "../customers/index.ts";
import { createSession, type NewSession } from "./sessions.ts";

/** The address of the other club that signs the member in there: `{club}/global-switch/{pass}`. */
export async function startNetworkSwitch(
  context: ServiceContext,
  customer: CustomerRow,
  companyId: string,
): Promise<string> {
  const locations = await networkLocationsOf(context, customer);
  const target = locations.find((location) => location.id === companyId && !location.current);
  // Not a club of the member's network (or this one): the same answer as any unknown id.
  if (!target) throw new AppError("not_found");
  const pass = await context.platform.network.issueSwitch(context.scope, {
    userId: customer.userId,
    fromCompanyId: context.tenant.companyId,
    toCompanyId: target.id,
  });
  const origin = siteOrigin(target.url, context.platform.config);
  return `${origin}/global-switch/${encodeURIComponent(pass)}`;
}

/**
 * At the club the member arrives at: spends the pass and signs its person in here. Null when
 * the pass is unknown, spent, expired or made for another club, or the person has no account
 * here any more.
 */
export async function finishNetworkSwitch(
  context: ServiceContext,
  pass: string,
  userAgent: string | undefined,
): Promise<NewSession | null> {
  const userId = await context.platform.network.redeemSwitch(context.scope, pass, context.tenant.companyId);
  if (!userId) return null;
  const customer = await findCustomerByUserId(context.scope, userId);
  if (!customer) return null;
  return createSession(context, customer, userAgent);
}
