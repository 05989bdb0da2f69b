/**
 * What staff do to a member's sign-in (issue 31 item 6): resend the activation link, mail a
 * password reset, ask for a new password at the next sign-in, and open a read-only view of the
 * member app as them. The mails go through the outbox in the caller's transaction, as the
 * member's own requests do.
 */
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import type { CustomerRow } from "../customers/index.ts";
import { sendAccountMail } from "./account-mail.ts";
import { findCredentials, updateCredentials } from "./credentials-repository.ts";
import { createViewAsSession, type NewSession } from "./sessions.ts";
import { issueToken } from "./tokens.ts";

/** Whether the member followed their activation link (or proved their mailbox with a reset). */
export async function isActivated(context: ServiceContext, customerId: string): Promise<boolean> {
  return Boolean((await findCredentials(context.scope, customerId))?.activatedAt);
}

/** Mails a new activation link; 409 account_already_active for an active account. */
export async function resendActivationMail(context: ServiceContext, customer: CustomerRow): Promise<void> {
  if (await isActivated(context, customer.id)) throw new AppError("account_already_active");
  await inTransaction(context, async (tx) => {
    const token = await issueToken(tx.scope, customer, "activation");
    await sendAccountMail(tx, customer, "activation", token);
  });
}

/** Mails a password-reset link (earlier ones stop working). */
export async function mailPasswordReset(context: ServiceContext, customer: CustomerRow): Promise<void> {
  await inTransaction(context, async (tx) => {
    const token = await issueToken(tx.scope, customer, "password_reset");
    await sendAccountMail(tx, customer, "password_reset", token);
  });
}

/**
 * Asks for a new password at the next sign-in (`changepw`), or no longer. A member who must
 * create a password first (`createpw`) keeps that; a member without a login has nothing to change.
 */
export async function setMustChangePassword(context: ServiceContext, customerId: string, on: boolean) {
  const credentials = await findCredentials(context.scope, customerId);
  if (!credentials) {
    if (on) throw new AppError("account_not_active");
    return;
  }
  if (credentials.passwordFlag === "createpw") return;
  const passwordFlag = on ? "changepw" : null;
  if (credentials.passwordFlag !== passwordFlag)
    await updateCredentials(context.scope, customerId, { passwordFlag });
}

/** A read-only member session for the staff member acting (the caller sets it as the cookie). */
export async function startViewAs(context: ServiceContext, customer: CustomerRow): Promise<NewSession> {
  if (context.actor.kind !== "staff") throw new AppError("permission_denied");
  return createViewAsSession(context, customer, context.actor.staffUserId);
}
