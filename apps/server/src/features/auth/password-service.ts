/** Setting, changing and resetting a customer's password (spec-1 §4 flags, §5 rule). */
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../db/client.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/password-hash.ts";
import { sendAccountMail } from "./account-mail.ts";
import {
  type CustomerChanges,
  type CustomerRow,
  findCustomerByEmail,
  updateCustomer,
} from "./customer-repository.ts";
import { assertNotLockedOut, clearFailedAttempts, recordFailedAttempt } from "./login-limiter.ts";
import { revokeSessions } from "./sessions.ts";
import { consumeToken, issueToken } from "./tokens.ts";

/** Flags a new password settles: once set, the create/change modal must not come back. */
const PASSWORD_FLAGS = new Set(["createpw", "changepw"]);

/** Stores a new password and clears the createpw/changepw flag (the rule was checked by the schema). */
export async function setPassword(
  db: Executor,
  customer: CustomerRow,
  newPassword: string,
  alsoChange: CustomerChanges = {},
) {
  return updateCustomer(db, customer.companyId, customer.id, {
    ...alsoChange,
    passwordHash: await hashPassword(newPassword),
    flag: customer.flag && PASSWORD_FLAGS.has(customer.flag) ? null : customer.flag,
  });
}

/**
 * Before a signed-in password change: the current password is required unless the account is
 * flagged createpw (it has none the customer knows). A wrong one is a 400 on the field, not a
 * 401 (which would sign the client out), and counts toward the sign-in limit, so run this
 * outside the change's transaction: the failure must be recorded even though the change fails.
 */
export async function checkCurrentPassword(
  db: Executor,
  customer: CustomerRow,
  currentPassword: string | undefined,
  ip: string,
): Promise<void> {
  if (customer.flag === "createpw") return;
  if (!currentPassword) throw fieldError("password.current_password", "Please enter your current password");
  await assertNotLockedOut(db, customer.companyId, customer.email);
  if (!(await verifyPassword(customer.passwordHash, currentPassword))) {
    await recordFailedAttempt(db, customer.companyId, customer.email, ip);
    throw fieldError("password.current_password", "The current password is not correct");
  }
}

/** Mails a reset link when the e-mail is known; says nothing either way (no enumeration). */
export async function requestPasswordReset(
  db: Executor,
  request: FastifyRequest,
  companyId: string,
  email: string,
) {
  const customer = await findCustomerByEmail(db, companyId, email);
  if (!customer) return;
  const token = await issueToken(db, customer, "password_reset");
  await sendAccountMail(db, request, customer, "password_reset", token);
}

/**
 * Spends a reset link: new password, flags cleared, every session revoked. Following the link
 * proves the mailbox, so it also verifies the e-mail and activates a never-activated account.
 */
export async function resetPassword(db: Executor, companyId: string, token: string, password: string) {
  const used = await consumeToken(db, companyId, token, "password_reset");
  const customer = await customerForToken(db, companyId, used.customerId, used.email);
  const now = new Date();
  const updated = await setPassword(db, customer, password, {
    activatedAt: customer.activatedAt ?? now,
    emailVerifiedAt: customer.emailVerifiedAt ?? now,
  });
  await revokeSessions(db, companyId, customer.id);
  await clearFailedAttempts(db, companyId, customer.email);
  return updated;
}

/** The token's customer, provided the token was sent to the address they still have. */
async function customerForToken(db: Executor, companyId: string, customerId: string, email: string) {
  const customer = await findCustomerByEmail(db, companyId, email);
  if (!customer || customer.id !== customerId) throw new AppError("invalid_token");
  return customer;
}

/** Spends an e-mail verification link: the address it was sent to is now verified. */
export async function verifyEmail(db: Executor, companyId: string, token: string) {
  const used = await consumeToken(db, companyId, token, "email_verification");
  const customer = await customerForToken(db, companyId, used.customerId, used.email);
  return updateCustomer(db, companyId, customer.id, {
    emailVerifiedAt: customer.emailVerifiedAt ?? new Date(),
  });
}

/** Mails a fresh verification link to the customer's current address (unless already verified). */
export async function sendVerification(db: Executor, request: FastifyRequest, customer: CustomerRow) {
  if (customer.emailVerifiedAt) return false;
  const token = await issueToken(db, customer, "email_verification");
  await sendAccountMail(db, request, customer, "email_verification", token);
  return true;
}
