/** Registration and activation (spec-2 §7 Account: registered, register, activate). */
import type { RegisterRequest } from "@crest/domain";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import type { Tenant } from "../config/index.ts";
import { sendAccountMail } from "./account-mail.ts";
import { findCustomerByEmail, getCustomer, insertCustomer, updateCustomer } from "./customer-repository.ts";
import { consumeToken, issueToken } from "./tokens.ts";

/** What the public registered check may tell (the spec makes this endpoint public). */
export async function registrationStatus(db: Executor, companyId: string, email: string) {
  const customer = await findCustomerByEmail(db, companyId, email);
  return { registered: Boolean(customer), activated: Boolean(customer?.activatedAt) };
}

/**
 * Creates an unactivated customer and mails the activation link. An e-mail already registered
 * is a 409: the public registered check tells as much, and overwriting an unactivated account
 * would let a stranger set the password its owner then activates.
 */
export async function register(
  db: Executor,
  request: FastifyRequest,
  tenant: Tenant,
  input: RegisterRequest,
) {
  if (!tenant.config.settings.registration) throw new AppError("forbidden");
  if (await findCustomerByEmail(db, tenant.companyId, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const customer = await insertCustomer(db, tenant.companyId, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash,
  }).catch((error: unknown) => {
    // Two registrations racing with one address: the unique index decides.
    throw isUniqueViolation(error) ? emailTaken() : error;
  });
  const code = await issueToken(db, customer, "activation");
  await sendAccountMail(db, request, customer, "activation", code);
  return customer;
}

export const emailTaken = () =>
  new AppError("email_taken", { details: [{ field: "email", details: "This email is already registered" }] });

/** Spends an activation code: the account is active and its e-mail verified. */
export async function activate(db: Executor, companyId: string, code: string) {
  const used = await consumeToken(db, companyId, code, "activation");
  const customer = await getCustomer(db, companyId, used.customerId);
  if (customer.email !== used.email) throw new AppError("invalid_token");
  const now = new Date();
  return updateCustomer(db, companyId, customer.id, {
    activatedAt: customer.activatedAt ?? now,
    emailVerifiedAt: customer.emailVerifiedAt ?? now,
  });
}
