/** A customer's sign-in attempt as the shared sign-in guard counts it: per club, per e-mail. */

import type { ServiceContext } from "../../platform/service-context.ts";
import { normaliseEmail } from "../customers/index.ts";
import type { SignInAttempt } from "../limits/index.ts";

export const signInAttempt = (context: ServiceContext, email: string): SignInAttempt => ({
  realm: `customer:${context.tenant.companyId}`,
  account: normaliseEmail(email),
  address: context.clientAddress,
});
