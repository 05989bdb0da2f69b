import type { CustomerContact, ServiceContext } from "../../platform/service-context.ts";
import { getCustomer } from "./repository.ts";

/**
 * A customer's name and e-mail: the signed-in customer's as their request already read them
 * (a checkout's receipt and its processor customer cost no statement), anyone else's read now.
 */
export async function customerContactOf(
  context: ServiceContext,
  customerId: string,
): Promise<CustomerContact> {
  if (context.signedInContact?.customerId === customerId) return context.signedInContact;
  const { email, firstName, lastName } = await getCustomer(context.scope, customerId);
  return { customerId, email, firstName, lastName };
}
