/**
 * Publish/subscribe across instances: the one mechanism the platform has for telling every
 * instance something, PostgreSQL's LISTEN/NOTIFY (pg_notify), on both engines. The config and
 * account caches hear their channels through it, and the realtime hub fans its topics out
 * through it (docs/decisions/directory-and-realtime.md, "One publish/subscribe service").
 */
import type { TenantScope } from "../db/tenant-scope.ts";

/** NOTIFY's payload limit is 8000 bytes; a payload must stay well under it. */
export const MAX_PUBSUB_PAYLOAD_BYTES = 7_500;

export interface PubSub {
  /**
   * Announces `payload` on `channel` to every instance, this one too. Sent on the scope's
   * handle: inside a transaction it goes out when the transaction commits, and never if it
   * rolls back, so a listener that reads on hearing it sees what was written.
   */
  publish(scope: TenantScope, channel: string, payload: string): Promise<void>;
  /**
   * Hears `channel` on this instance until the answer is called. `onReconnect`: the listening
   * connection was lost and is back; whatever was published meanwhile is lost.
   */
  subscribe(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
}
