/**
 * A hub socket lives no longer than its session: when the database announces that a customer's
 * account rows changed (a session signed out or revoked among them, on any instance), the
 * sockets of those customers on this instance check their sessions again, one read per club
 * for all of them, and those whose session is gone are closed. Announcements are gathered for
 * a moment so a burst of changes costs one round of reads.
 */
import { AsyncResource } from "node:async_hooks";
import type { ServiceContext } from "../../platform/service-context.ts";
import { resolveSessions } from "../auth/index.ts";

/** Gather announcements this long before checking (a sign-out is refused within it). */
const GATHER_MS = 100;
/** The close code of a socket whose session ended (4000–4999: the application's own). */
export const SESSION_ENDED = 4401;

export interface WatchedSocket {
  context: ServiceContext;
  customerId: string;
  sessionId: string;
  close(code: number, reason: string): void;
}

export class SessionWatch {
  readonly #sockets = new Set<WatchedSocket>();
  /** Customers to check; null: everyone (the announcements may have been missed). */
  #pending: Set<string> | null = new Set();
  #timer: NodeJS.Timeout | undefined;
  /**
   * Starts the gathering timer in the context the watch was made in: a write announces its change
   * from inside its transaction, and a check started there would read outside it (refused on the
   * embedded database, and it would wait for the writer on it).
   */
  readonly #startTimer = AsyncResource.bind(() => setTimeout(() => void this.#check(), GATHER_MS));

  add(socket: WatchedSocket): void {
    this.#sockets.add(socket);
  }

  remove(socket: WatchedSocket): void {
    this.#sockets.delete(socket);
  }

  /** A customer's rows changed (null: anyone's). */
  changed(customerId: string | null): void {
    if (this.#sockets.size === 0) return;
    if (customerId === null) this.#pending = null;
    else this.#pending?.add(customerId);
    this.#timer ??= this.#startTimer();
  }

  /** Stops the pending check (the app closes). */
  stop(): void {
    clearTimeout(this.#timer);
  }

  async #check(): Promise<void> {
    const pending = this.#pending;
    this.#pending = new Set();
    this.#timer = undefined;
    const byClub = new Map<string, WatchedSocket[]>();
    for (const socket of this.#sockets) {
      if (pending && !pending.has(socket.customerId)) continue;
      const club = socket.context.scope.companyId;
      byClub.set(club, [...(byClub.get(club) ?? []), socket]);
    }
    for (const sockets of byClub.values()) {
      const [first] = sockets;
      if (!first) continue;
      try {
        const live = await resolveSessions(
          first.context.scope,
          sockets.map((socket) => socket.sessionId),
        );
        for (const socket of sockets)
          if (!live.has(socket.sessionId)) socket.close(SESSION_ENDED, "session ended");
      } catch (error) {
        first.context.log.warn({ err: error }, "realtime: could not check the sockets' sessions");
      }
    }
  }
}
