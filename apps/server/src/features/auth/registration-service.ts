/** Registration and activation (spec-2 §7 Account: registered, register, activate). */
import { FIELD_MESSAGES, type RegisterRequest } from "@crest/domain";
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
import {
  claimUnusedCredentials,
  findCredentials,
  insertCredentials,
  updateCredentials,
} from "./credentials-repository.ts";
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
 * would let a stranger set the password its owner then activates. The one exception is an
 * account made for the address by someone else that nobody has used (see claimAccount): its
 * owner registers normally.
 */
export async function register(context: ServiceContext, input: RegisterRequest): Promise<CustomerRow> {
  if (!context.tenant.config.settings.registration) throw new AppError("forbidden");
  const existing = await findCustomerByEmail(context.scope, input.email);
  if (existing && !(await isUnclaimed(context, existing))) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const customer = existing
    ? await claimAccount(context, existing, passwordHash)
    : await insertCustomer(context.scope, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
      }).catch((error: unknown) => {
        // Two registrations racing with one address: the unique index decides.
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
  if (!existing) await insertCredentials(context.scope, { customerId: customer.id, passwordHash });
  const code = await issueToken(context.scope, customer, "activation");
  await sendAccountMail(context, customer, "activation", code);
  return customer;
}

/**
 * Whether nobody has ever used this account: it has no login at all (a club's record, a
 * sub-member's account made before invitations), or only the unknown password an invitation
 * made for it, never activated (createpw).
 */
async function isUnclaimed(context: ServiceContext, customer: CustomerRow): Promise<boolean> {
  const credentials = await findCredentials(context.scope, customer.id);
  return !credentials || (!credentials.activatedAt && credentials.passwordFlag === "createpw");
}

/**
 * Registering claims an unused account (issue #20: an invited address used to be answered
 * email_taken for good). The password is set as any registration's; the account stays
 * unactivated until the activation link is followed, since only the mailbox proves whose it is,
 * and it keeps what it holds (a membership card). The profile is left as it is: the registrant
 * is not yet known to own it; they edit it once signed in. Claimed once: a second registration
 * is a 409 like any other.
 */
async function claimAccount(
  context: ServiceContext,
  customer: CustomerRow,
  passwordHash: string,
): Promise<CustomerRow> {
  const claimed = (await findCredentials(context.scope, customer.id))
    ? await claimUnusedCredentials(context.scope, customer.id, passwordHash)
    : await insertCredentials(context.scope, { customerId: customer.id, passwordHash }).then(
        () => true,
        (error: unknown) => {
          if (isUniqueViolation(error)) return false;
          throw error;
        },
      );
  if (!claimed) throw emailTaken();
  return customer;
}

export const emailTaken = () =>
  new AppError("email_taken", { details: [{ field: "email", details: FIELD_MESSAGES.email_taken }] });

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
