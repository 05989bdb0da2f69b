/**
 * The realtime hub's messages (spec-2 §7 Realtime: subscribe, unsubscribe and publish; the
 * shapes are ours). Topics are strings a member may hear only when they are theirs or their
 * club's public ones (realtime.rules.ts). Both ends read these shapes.
 */
import { z } from "zod";

/** The hub's path (a WebSocket upgrade on the club's own domain). */
export const REALTIME_PATH = "/hub";

/** spec-2 §4, §9: a subscription that fails is retried every second. */
export const SUBSCRIBE_RETRY_MS = 1_000;

/** What a publish may carry: small hints ("the count changed"), never whole records. */
export const MAX_PUBLISH_BYTES = 4_000;

const topic = z.string().min(1).max(200);

export const hubRequestSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), topic }).strict(),
  z.object({ type: z.literal("unsubscribe"), topic }).strict(),
  z.object({ type: z.literal("publish"), topic, data: z.unknown() }).strict(),
]);
export type HubRequest = z.infer<typeof hubRequestSchema>;

export type HubAnswer =
  | { type: "subscribed"; topic: string }
  | { type: "unsubscribed"; topic: string }
  | { type: "published"; topic: string }
  | { type: "event"; topic: string; data: unknown }
  | { type: "error"; code: string; message: string; topic?: string };
