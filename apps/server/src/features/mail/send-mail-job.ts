/**
 * Delivery of one outbox mail, as a job: claimed by one instance at a time (the job facility's
 * lease), retried with back-off, failed for good after MAX_ATTEMPTS. A crash between the SMTP
 * answer and the write can send one mail twice: at-least-once is the most SMTP allows.
 */
import { defineClubJob } from "../jobs/index.ts";
import {
  countDeliveryAttempt,
  markMailFailed,
  markMailSent,
  recordDeliveryError,
} from "./outbox-repository.ts";

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 2 * 3_600_000;

/** 1, 2, 4 … minutes after the n-th failed attempt, at most two hours: about 2 h for all 8. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);

export const sendMailJob = defineClubJob<{ mailId: string }>({
  kind: "mail.send",
  maxAttempts: MAX_ATTEMPTS,
  // SMTP timeouts (see mail-sender.ts) keep a send far inside this.
  leaseMs: 10 * 60_000,
  retryDelayMs,
  enabled: (platform) => platform.mail !== null,
  async run({ mailId }, context) {
    const sender = context.platform.mail;
    if (!sender) throw new Error("mail delivery is off (SMTP_URL is not set)");
    // Counting the attempt reads the mail too: one statement, and a sent mail is never sent again.
    const mail = await countDeliveryAttempt(context.scope, mailId);
    if (!mail) return;
    try {
      await sender.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: { "X-Crest-Mail-Id": mail.id },
      });
    } catch (error) {
      await recordDeliveryError(
        context.scope,
        mailId,
        error instanceof Error ? error.message : String(error),
      );
      throw error;
    }
    await markMailSent(context.scope, mailId);
  },
  async onGiveUp({ mailId }, context) {
    await markMailFailed(context.scope, mailId);
  },
});
