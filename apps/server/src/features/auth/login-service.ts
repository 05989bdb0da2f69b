/** Customer sign-in (spec-2 §7 POST /login). */
import type { LoginRequest } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { verifyPassword } from "../../lib/password-hash.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type CustomerRow, findCustomerByEmail } from "../customers/index.ts";
import { findCredentials } from "./credentials-repository.ts";
import { signInAttempt } from "./sign-in-attempt.ts";

/**
 * Checks the credentials. A wrong password and an unknown e-mail take the same time and give
 * the same 401, so sign-in cannot be used to learn who is registered; only after a correct
 * password does an unactivated account hear that it is not active.
 */
export async function authenticate(context: ServiceContext, credentials: LoginRequest): Promise<CustomerRow> {
  const { scope, platform } = context;
  const attempt = signInAttempt(context, credentials.email);
  await platform.signInGuard.before(attempt);
  const customer = await findCustomerByEmail(scope, credentials.email);
  const stored = customer ? await findCredentials(scope, customer.id) : undefined;
  const matches = await verifyPassword(stored?.passwordHash, credentials.password);
  if (!customer || !stored || !matches) throw new AppError("invalid_credentials");
  // The right password starts the counts again, activated or not (the attempt was counted first).
  await platform.signInGuard.succeeded(attempt);
  if (!stored.activatedAt) throw new AppError("account_not_active");
  return customer;
}
