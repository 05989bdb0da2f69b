/** Publishing from inside a statement of another feature's repository. */
import { sql } from "drizzle-orm";
import { REALTIME_CHANNEL } from "./publish.ts";

/**
 * SQL that publishes a `topicMessage` (a statement's value) as `publishToTopic` does, sent when
 * the transaction commits: named in a write's `returning`, the write and its publishing are one
 * trip (a member's notification and their bell's ring).
 */
export const publishing = (message: unknown) => sql<string>`pg_notify(${REALTIME_CHANNEL}, ${message})`;
