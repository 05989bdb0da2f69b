/** Who is buying, as every cart-item provider call gets it. */

import type { Buyer } from "../../platform/cart-item-provider.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";

/** A customer as a buyer: their standing as their request found it, else read now (in a job). */
export async function buyerFor(context: ServiceContext, customerId: string): Promise<Buyer> {
  const standing =
    context.customerStanding && context.actor.kind === "customer" && context.actor.customerId === customerId
      ? context.customerStanding
      : (await context.platform.standing.load(context.scope, [customerId])).get(customerId);
  return { customerId, isMember: standing?.isMember ?? false };
}

/** The signed-in customer as a buyer. */
export const buyerOf = (context: ServiceContext): Promise<Buyer> => buyerFor(context, customerIdOf(context));
