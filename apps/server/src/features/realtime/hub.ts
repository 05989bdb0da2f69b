/**
 * The realtime hub's sockets on this instance: who listens to which topic of which club. A
 * topic event heard from the publish/subscribe service (from any instance) is serialised once
 * and handed to every local socket on that club and topic. Nothing here is shared between
 * instances: each keeps only its own sockets, the database carries the events.
 */
import type { HubAnswer } from "@crest/domain";
import type { TopicEvent } from "./publish.ts";

/** What the hub needs of a socket: the `ws` socket has it. */
export interface HubSocket {
  send(data: string): void;
  readonly readyState: number;
}

const OPEN = 1;

export class Hub {
  /** companyId → topic → sockets. */
  readonly #listeners = new Map<string, Map<string, Set<HubSocket>>>();
  /** socket → its club and topics, to forget it on close. */
  readonly #sockets = new Map<HubSocket, { companyId: string; topics: Set<string> }>();

  /** A socket of a club joins the hub (no topics yet). */
  join(socket: HubSocket, companyId: string): void {
    this.#sockets.set(socket, { companyId, topics: new Set() });
  }

  /** A socket left: it hears nothing more. */
  leave(socket: HubSocket): void {
    const entry = this.#sockets.get(socket);
    if (!entry) return;
    for (const topic of entry.topics) this.unsubscribe(socket, topic);
    this.#sockets.delete(socket);
  }

  subscribe(socket: HubSocket, topic: string): void {
    const entry = this.#sockets.get(socket);
    if (!entry) return;
    entry.topics.add(topic);
    let topics = this.#listeners.get(entry.companyId);
    if (!topics) {
      topics = new Map();
      this.#listeners.set(entry.companyId, topics);
    }
    let sockets = topics.get(topic);
    if (!sockets) {
      sockets = new Set();
      topics.set(topic, sockets);
    }
    sockets.add(socket);
  }

  unsubscribe(socket: HubSocket, topic: string): void {
    const entry = this.#sockets.get(socket);
    if (!entry) return;
    entry.topics.delete(topic);
    const topics = this.#listeners.get(entry.companyId);
    const sockets = topics?.get(topic);
    sockets?.delete(socket);
    if (sockets?.size === 0) topics?.delete(topic);
    if (topics?.size === 0) this.#listeners.delete(entry.companyId);
  }

  /** Hands an event to this instance's sockets on its club and topic; answers how many. */
  deliver(event: TopicEvent): number {
    const sockets = this.#listeners.get(event.companyId)?.get(event.topic);
    if (!sockets) return 0;
    const answer: HubAnswer = { type: "event", topic: event.topic, data: event.data };
    const text = JSON.stringify(answer);
    let delivered = 0;
    for (const socket of sockets) {
      if (socket.readyState !== OPEN) continue;
      socket.send(text);
      delivered += 1;
    }
    return delivered;
  }

  /** How many sockets are connected here. */
  get size(): number {
    return this.#sockets.size;
  }
}

/** Reads a topic event from the channel's payload; null for anything else. */
export function topicEventOf(payload: string): TopicEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<TopicEvent>;
    if (typeof event.companyId !== "string" || typeof event.topic !== "string") return null;
    return { companyId: event.companyId, topic: event.topic, data: event.data ?? null };
  } catch {
    return null;
  }
}
