/**
 * "Forgot password" without telling who is registered. The request itself only queues a job,
 * the same work whether or not the address is known, so its timing says nothing; the job then
 * mails a reset link when the address belongs to a customer, at most
 * RESET_MAILS_PER_HOUR times an hour per address (a mailbox cannot be flooded through us).
 */
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { findCustomerByEmail, normaliseEmail } from "../customers/index.ts";
import { defineClubJob, enqueueJob } from "../jobs/index.ts";
import { sendAccountMail } from "./account-mail.ts";
import { issueToken } from "./tokens.ts";

export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export const passwordResetRequestJob = defineClubJob<{ email: string }>({
  kind: "auth.password_reset_request",
  maxAttempts: 3,
  async run({ email }, context) {
    const customer = await findCustomerByEmail(context.scope, email);
    if (!customer) return;
    const sent = await context.platform.limits.hit(
      `reset-mail:${context.tenant.companyId}:${customer.email}`,
      HOUR_MS,
    );
    if (sent.count > RESET_MAILS_PER_HOUR) {
      context.log.warn(
        { customerId: customer.id },
        "reset mail skipped: too many for this address this hour",
      );
      return;
    }
    await inTransaction(context, async (tx) => {
      const token = await issueToken(tx.scope, customer, "password_reset");
      await sendAccountMail(tx, customer, "password_reset", token);
    });
  },
});

/** Queues the reset request; answers nothing either way (no enumeration, by content or time). */
export async function requestPasswordReset(context: ServiceContext, email: string): Promise<void> {
  await enqueueJob(context, passwordResetRequestJob, { email: normaliseEmail(email) }, { priority: 10 });
}
