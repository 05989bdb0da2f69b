/**
 * Publishing to a realtime topic from any feature: through the platform's publish/subscribe
 * service (LISTEN/NOTIFY), so every instance's hub hears it and hands it to its sockets on
 * that club and topic. In the caller's transaction it goes out when that commits.
 */
import { MAX_PUBLISH_BYTES } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";

/** The channel every instance's hub listens on. */
export const REALTIME_CHANNEL = "crest_realtime";

/** What travels between instances: the club, the topic and the data. */
export interface TopicEvent {
  companyId: string;
  topic: string;
  data: unknown;
}

/** Publishes `data` on a topic of the context's club, to every instance's subscribers. */
export async function publishToTopic(context: ServiceContext, topic: string, data: unknown): Promise<void> {
  await context.platform.pubsub.publish(context.scope, REALTIME_CHANNEL, topicMessage(context, topic, data));
}

/** A topic event of the context's club as it travels, refused when too large. */
export function topicMessage(context: ServiceContext, topic: string, data: unknown): string {
  const event: TopicEvent = { companyId: context.scope.companyId, topic, data: data ?? null };
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PUBLISH_BYTES) throw new AppError("message_too_large");
  return payload;
}

/**
 * Publishes `data` once on each of these customers' own topic (`topicOf`, one of TOPICS'),
 * skipping none-given ids: what changed for a ticket's holder and its buyer, say.
 */
export async function publishToCustomers(
  context: ServiceContext,
  topicOf: (customerId: string) => string,
  customerIds: Iterable<string | null | undefined>,
  data: unknown,
): Promise<void> {
  for (const customerId of new Set(customerIds))
    if (customerId) await publishToTopic(context, topicOf(customerId), data);
}
