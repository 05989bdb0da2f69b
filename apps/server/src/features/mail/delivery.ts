/**
 * Mail delivery: sends what the outbox holds. Each run claims due mail (see
 * claimDueMail for why several instances never send the same mail twice), sends it, and
 * records the outcome: sent, due again after an exponential back-off, or failed for good
 * after MAX_ATTEMPTS. A crash between sending and recording can repeat one mail once the
 * lease ends: at-least-once is the best SMTP allows.
 */
import type { SendMailOptions } from "nodemailer";
import type { Executor } from "../../db/client.ts";
import { claimDueMail, markAttemptFailed, markSent, type OutboxRow } from "./delivery-repository.ts";

/** What delivery needs of a nodemailer transport (so tests can pass a double). */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
}

export const MAX_ATTEMPTS = 8;
/** Longer than a batch can take with the transport's timeouts (see delivery-worker.ts). */
export const CLAIM_LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 2 * 3_600_000;

/** 1, 2, 4 … minutes after the n-th failed attempt, at most two hours: about 2 h for all 8. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);

export interface DeliveryOptions {
  from: string;
  now?: Date;
  batchSize?: number;
}

export interface DeliveryReport {
  sent: string[];
  retrying: string[];
  failed: string[];
}

const describe = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || "unknown error";

/** One delivery run: claims a batch of due mail, sends it, records each outcome. */
export async function deliverDueMail(
  db: Executor,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const claimed = await claimDueMail(
    db,
    now,
    new Date(now.getTime() + CLAIM_LEASE_MS),
    options.batchSize ?? 10,
  );
  const report: DeliveryReport = { sent: [], retrying: [], failed: [] };
  const outcomes = await Promise.allSettled(
    claimed.map(async (row: OutboxRow) => {
      let failure: string | null = null;
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          headers: { "X-Crest-Mail-Id": row.id },
        });
      } catch (error) {
        failure = describe(error);
      }
      // Recorded outside the try: a database error after a successful send must not count
      // as a failed send (and send the mail again).
      if (failure === null) {
        await markSent(db, row, new Date());
        report.sent.push(row.id);
        return;
      }
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await markAttemptFailed(
        db,
        row,
        failure,
        giveUp ? null : new Date(now.getTime() + retryDelayMs(row.attempts)),
      );
      (giveUp ? report.failed : report.retrying).push(row.id);
    }),
  );
  const broken = outcomes.find((outcome) => outcome.status === "rejected");
  if (broken) throw broken.reason;
  return report;
}
