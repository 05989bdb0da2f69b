/**
 * Signed-in customers, remembered per session for a short while so that a signed-in request
 * costs no database round trip. Correctness comes from the database: every change to a row
 * that shapes a signed-in customer (their customer row, credentials, sessions, membership
 * standing, house account) is announced by a trigger when it commits (db/change-notifications
 * .ts), on every instance, and drops that customer's entries; the TTL only bounds how long a
 * missed announcement could matter, and a reconnect of the listener clears everything.
 */
import { LruCache } from "../../lib/lru-cache.ts";
import type { Precompressed } from "../../lib/precompressed.ts";
import type { CustomerStanding } from "../../platform/feature.ts";
import type { CustomerRow } from "../customers/index.ts";

export interface SignedInEntry {
  sessionId: string;
  /** When the session itself ends. */
  sessionExpiresAt: Date;
  /** A staff member's read-only view of the member app: only reads are answered. */
  viewedByStaff: boolean;
  customer: CustomerRow;
  standing: CustomerStanding;
  /** The account answer (GET /api/account) on the wire, once it was asked for. */
  account?: Precompressed;
}

const TTL_MS = 30_000;
const MAX_SESSIONS = 20_000;

export class SignedInCache {
  readonly #entries: LruCache<string, { entry: SignedInEntry; until: number }>;
  readonly #sessionsOf = new Map<string, Set<string>>();
  /**
   * Counts drops. A load takes the count before reading the database and stores what it read
   * only if no drop came meanwhile: otherwise it might store what a just-committed change
   * made stale. (Any drop counts: a spurious miss is cheap, a stale entry is not.)
   */
  #drops = 0;

  constructor() {
    this.#entries = new LruCache(MAX_SESSIONS, (sessionId, { entry }) =>
      this.#unindex(entry.customer.id, sessionId),
    );
  }

  get(sessionId: string, now = Date.now()): SignedInEntry | undefined {
    const hit = this.#entries.get(sessionId);
    if (!hit) return undefined;
    if (hit.until <= now || hit.entry.sessionExpiresAt.getTime() <= now) {
      this.#entries.delete(sessionId);
      this.#unindex(hit.entry.customer.id, sessionId);
      return undefined;
    }
    return hit.entry;
  }

  /** Take before reading the database; hand to `set`. */
  ticket(): number {
    return this.#drops;
  }

  set(entry: SignedInEntry, ticket: number, now = Date.now()): void {
    if (ticket !== this.#drops) return;
    this.#entries.set(entry.sessionId, { entry, until: now + TTL_MS });
    const sessions = this.#sessionsOf.get(entry.customer.id) ?? new Set();
    sessions.add(entry.sessionId);
    this.#sessionsOf.set(entry.customer.id, sessions);
  }

  /** Forgets everything cached of a customer (null: of everyone). */
  drop(customerId: string | null): void {
    this.#drops += 1;
    if (customerId === null) {
      this.#entries.clear();
      this.#sessionsOf.clear();
      return;
    }
    for (const sessionId of this.#sessionsOf.get(customerId) ?? []) this.#entries.delete(sessionId);
    this.#sessionsOf.delete(customerId);
  }

  #unindex(customerId: string, sessionId: string): void {
    const sessions = this.#sessionsOf.get(customerId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.#sessionsOf.delete(customerId);
  }
}
