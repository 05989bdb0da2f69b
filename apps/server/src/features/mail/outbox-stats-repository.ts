/**
 * The outbox's depth across every club (for /metrics): mail waiting to be sent and mail given
 * up on, with the age of the oldest waiting one. Platform work, so the raw handle (an
 * allowlisted file; see the architecture test).
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";

/** Unsent mail per status ('pending', 'failed'), and the oldest pending one's age in seconds. */
export async function outboxDepth(db: Executor, now: Date) {
  const { rows } = await db.execute<{ status: string; mails: number; oldest_s: number | null }>(
    sql`select status, count(*)::int as mails,
          extract(epoch from (${now.toISOString()}::timestamptz - min(created_at)))::float8 as oldest_s
        from mail_outbox where status <> 'sent' group by status`,
  );
  return rows.map((row) => ({
    status: row.status,
    mails: Number(row.mails),
    oldestSeconds: Number(row.oldest_s ?? 0),
  }));
}
