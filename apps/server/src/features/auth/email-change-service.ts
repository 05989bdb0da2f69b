/**
 * Changing the e-mail a member signs in with. An e-mail change is how an account is taken
 * over, so: the current password is asked for (by the caller, before), the new address takes
 * effect only once it is confirmed from its own mailbox, and the old address is told, with a
 * link that keeps (or gives back) the old address and signs everyone out.
 */
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  type CustomerRow,
  findCustomerByEmail,
  getCustomer,
  isEmailFree,
  normaliseEmail,
  updateCustomer,
} from "../customers/index.ts";
import { sendAccountMail } from "./account-mail.ts";
import { updateCredentials } from "./credentials-repository.ts";
import { emailTaken } from "./registration-service.ts";
import { revokeSessions } from "./sessions.ts";
import { consumeToken, issueToken, retireTokensOf } from "./tokens.ts";

/** Asks for a new e-mail: pending until confirmed; the old address hears about it. */
export async function requestEmailChange(
  context: ServiceContext,
  customer: CustomerRow,
  newEmail: string,
): Promise<CustomerRow> {
  const { scope } = context;
  if (!(await isEmailFree(scope, newEmail, customer.id))) throw emailTaken();
  const updated = await updateCustomer(scope, customer.id, { pendingEmail: newEmail });
  const confirm = await issueToken(scope, updated, "email_verification", normaliseEmail(newEmail));
  await sendAccountMail(context, updated, "email_verification", confirm, { to: normaliseEmail(newEmail) });
  const undo = await issueToken(scope, updated, "email_change_undo", customer.email);
  await sendAccountMail(context, updated, "email_change_undo", undo, {
    to: customer.email,
    detail: newEmail,
  });
  return updated;
}

/**
 * Spends an e-mail verification link: the address it was mailed to is proven. A pending new
 * address becomes the account's e-mail (if nobody took it meanwhile); the current one is
 * marked verified.
 */
export async function verifyEmail(context: ServiceContext, token: string): Promise<void> {
  const { scope } = context;
  const used = await consumeToken(scope, token, "email_verification");
  const customer = await getCustomer(scope, used.customerId).catch(() => {
    throw new AppError("invalid_token");
  });
  const now = new Date();
  if (customer.pendingEmail && used.email === customer.pendingEmail) {
    const taken = await findCustomerByEmail(scope, customer.pendingEmail);
    if (taken && taken.id !== customer.id) throw emailTaken();
    await updateCustomer(scope, customer.id, {
      email: customer.pendingEmail,
      pendingEmail: null,
      emailVerifiedAt: now,
    });
    return;
  }
  if (used.email !== customer.email) throw new AppError("invalid_token");
  if (!customer.emailVerifiedAt) await updateCustomer(scope, customer.id, { emailVerifiedAt: now });
}

/**
 * The old address's answer to a change it did not ask for: the account keeps (or gets back)
 * that address, the pending change and its links die, every session ends, and the password
 * must be changed (whoever asked for the change knew it).
 */
export async function undoEmailChange(context: ServiceContext, token: string): Promise<void> {
  const { scope } = context;
  const used = await consumeToken(scope, token, "email_change_undo");
  const customer = await getCustomer(scope, used.customerId).catch(() => {
    throw new AppError("invalid_token");
  });
  if (customer.email !== used.email && !(await isEmailFree(scope, used.email, customer.id))) {
    throw emailTaken();
  }
  await updateCustomer(scope, customer.id, {
    email: used.email,
    pendingEmail: null,
    emailVerifiedAt: new Date(),
  });
  await retireTokensOf(scope, customer.id, ["email_verification", "password_reset"]);
  await revokeSessions(context, customer.id);
  await updateCredentials(scope, customer.id, { passwordFlag: "changepw" });
}
