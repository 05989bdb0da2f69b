/** Setting, changing and resetting a customer's password (spec-1 §4 flags, §5 rule). */
import { AppError, fieldError } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/password-hash.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { type CustomerRow, findCustomerByEmail, updateCustomer } from "../customers/index.ts";
import { sendAccountMail } from "./account-mail.ts";
import { type CredentialsChanges, findCredentials, updateCredentials } from "./credentials-repository.ts";
import { revokeSessions } from "./sessions.ts";
import { signInAttempt } from "./sign-in-attempt.ts";
import { consumeToken, issueToken, retireTokensOf } from "./tokens.ts";

/**
 * Stores a new password; the createpw/changepw flag it settles goes with it (the strength rule
 * was checked by the schema).
 */
export async function setPassword(
  context: ServiceContext,
  customerId: string,
  newPassword: string,
  alsoChange: CredentialsChanges = {},
): Promise<void> {
  await updateCredentials(context.scope, customerId, {
    ...alsoChange,
    passwordHash: await hashPassword(newPassword),
    passwordFlag: null,
  });
  // A reset link mailed before this change must not be able to undo it.
  await retireTokensOf(context.scope, customerId, ["password_reset"]);
}

/**
 * Before a signed-in password change: the current password is required unless the account is
 * flagged createpw (it has none the customer knows). A wrong one is a 400 on the field, not a
 * 401 (which would sign the client out), and is counted as a sign-in attempt before the check
 * (the shared counters commit on their own, whatever the change's transaction does).
 */
export async function checkCurrentPassword(
  context: ServiceContext,
  customer: CustomerRow,
  currentPassword: string | undefined,
  field = "password.current_password",
): Promise<void> {
  const credentials = await findCredentials(context.scope, customer.id);
  if (credentials?.passwordFlag === "createpw") return;
  if (!currentPassword) throw fieldError(field, "Please enter your current password");
  const attempt = signInAttempt(context, customer.email);
  await context.platform.signInGuard.before(attempt);
  if (!(await verifyPassword(credentials?.passwordHash, currentPassword)))
    throw fieldError(field, "The current password is not correct");
  // The attempt was counted before the check; the right password starts the count again.
  await context.platform.signInGuard.succeeded(attempt);
}

/**
 * Spends a reset link: new password, flags cleared, every session revoked, in one
 * transaction. Following the link proves the mailbox, so it also verifies the e-mail and
 * activates a never-activated account; and the account's failed sign-ins are forgotten.
 */
export async function resetPassword(context: ServiceContext, token: string, password: string): Promise<void> {
  const email = await inTransaction(context, async (tx) => {
    const used = await consumeToken(tx.scope, token, "password_reset");
    const customer = await customerForToken(tx, used.customerId, used.email);
    const now = new Date();
    const credentials = await findCredentials(tx.scope, customer.id);
    await setPassword(tx, customer.id, password, { activatedAt: credentials?.activatedAt ?? now });
    if (!customer.emailVerifiedAt) await updateCustomer(tx.scope, customer.id, { emailVerifiedAt: now });
    await revokeSessions(tx, customer.id);
    return customer.email;
  });
  // After the commit: the counters live outside any club's transaction.
  await context.platform.signInGuard.succeeded(signInAttempt(context, email));
}

/** The token's customer, provided the token was sent to the address they still have. */
async function customerForToken(context: ServiceContext, customerId: string, email: string) {
  const customer = await findCustomerByEmail(context.scope, email);
  if (!customer || customer.id !== customerId) throw new AppError("invalid_token");
  return customer;
}

/**
 * Mails a fresh verification link: to the pending new address when there is one, else to the
 * current address unless it is verified already.
 */
export async function sendVerification(context: ServiceContext, customer: CustomerRow): Promise<boolean> {
  const to = customer.pendingEmail ?? (customer.emailVerifiedAt ? null : customer.email);
  if (!to) return false;
  const token = await issueToken(context.scope, customer, "email_verification", to);
  await sendAccountMail(context, customer, "email_verification", token, { to });
  return true;
}
