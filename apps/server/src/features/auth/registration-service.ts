/** Registration and activation (spec-2 §7 Account: registered, register, activate). */
import { randomBytes } from "node:crypto";
import type { RegisterRequest } from "@crest/domain";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  type CustomerRow,
  findCustomerByEmail,
  getCustomer,
  insertCustomer,
  updateCustomer,
} from "../customers/index.ts";
import { sendAccountMail } from "./account-mail.ts";
import { findCredentials, insertCredentials, updateCredentials } from "./credentials-repository.ts";
import { consumeToken, issueToken } from "./tokens.ts";

/** What the public registered check may tell (the spec makes this endpoint public). */
export async function registrationStatus(context: ServiceContext, email: string) {
  const customer = await findCustomerByEmail(context.scope, email);
  const credentials = customer ? await findCredentials(context.scope, customer.id) : undefined;
  return { registered: Boolean(customer), activated: Boolean(credentials?.activatedAt) };
}

/**
 * Creates an unactivated customer and mails the activation link. An e-mail already registered
 * is a 409: the public registered check tells as much, and overwriting an unactivated account
 * would let a stranger set the password its owner then activates.
 */
export async function register(context: ServiceContext, input: RegisterRequest): Promise<CustomerRow> {
  if (!context.tenant.config.settings.registration) throw new AppError("forbidden");
  if (await findCustomerByEmail(context.scope, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const customer = await insertCustomer(context.scope, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
  }).catch((error: unknown) => {
    // Two registrations racing with one address: the unique index decides.
    throw isUniqueViolation(error) ? emailTaken() : error;
  });
  await insertCredentials(context.scope, { customerId: customer.id, passwordHash });
  const code = await issueToken(context.scope, customer, "activation");
  await sendAccountMail(context, customer, "activation", code);
  return customer;
}

/**
 * Gives a customer someone else added (a sub-member) a login: credentials with a password
 * nobody knows and the createpw flag, and the activation mail. Activating signs them in, and
 * the forced create-password step (spec-1 §4) has them choose their own.
 */
export async function inviteCustomer(context: ServiceContext, customer: CustomerRow): Promise<void> {
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  await insertCredentials(context.scope, { customerId: customer.id, passwordHash, passwordFlag: "createpw" });
  const code = await issueToken(context.scope, customer, "activation");
  await sendAccountMail(context, customer, "activation", code);
}

export const emailTaken = () =>
  new AppError("email_taken", { details: [{ field: "email", details: "This email is already registered" }] });

/** Spends an activation code: the account is active and its e-mail verified. */
export async function activate(context: ServiceContext, code: string): Promise<CustomerRow> {
  const used = await consumeToken(context.scope, code, "activation");
  const customer = await getCustomer(context.scope, used.customerId);
  if (customer.email !== used.email) throw new AppError("invalid_token");
  const now = new Date();
  const credentials = await findCredentials(context.scope, customer.id);
  if (!credentials?.activatedAt) await updateCredentials(context.scope, customer.id, { activatedAt: now });
  return customer.emailVerifiedAt
    ? customer
    : updateCustomer(context.scope, customer.id, { emailVerifiedAt: now });
}
