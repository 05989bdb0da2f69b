/** Customer sign-in (spec-2 §7 POST /login). */
import type { LoginRequest } from "@crest/domain";
import type { Executor } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { verifyPassword } from "../../lib/password-hash.ts";
import { type CustomerRow, findCustomerByEmail } from "./customer-repository.ts";
import { assertNotLockedOut, clearFailedAttempts, recordFailedAttempt } from "./login-limiter.ts";

/**
 * Checks the credentials. A wrong password and an unknown e-mail take the same time and give
 * the same 401, so sign-in cannot be used to learn who is registered; only after a correct
 * password does an unactivated account hear that it is not active.
 */
export async function authenticate(
  db: Executor,
  companyId: string,
  credentials: LoginRequest,
  ip: string,
): Promise<CustomerRow> {
  await assertNotLockedOut(db, companyId, credentials.email);
  const customer = await findCustomerByEmail(db, companyId, credentials.email);
  const matches = await verifyPassword(customer?.passwordHash, credentials.password);
  if (!customer || !matches) {
    await recordFailedAttempt(db, companyId, credentials.email, ip);
    throw new AppError("invalid_credentials");
  }
  if (!customer.activatedAt) throw new AppError("account_not_active");
  await clearFailedAttempts(db, companyId, credentials.email);
  return customer;
}
