/**
 * The slots cache (issue 26, the slots call at 50 connections): per instance, what a resource's
 * slots are computed from (its row, units, services, therapists and blackout days) and, per
 * choice (the booking's length, its price and the candidate units) and local day, the day's
 * slots already encoded for the wire, computed whatever the time now. Answering cuts the kept
 * days by now (today, the horizon, the lead time), so a kept day never goes stale by the clock;
 * the answer itself is kept too, until the clock would cut it differently (the lead time reaches
 * its first slot, or the resource's day ends).
 *
 * It goes stale only by a change to those rows, and every such change is announced by the
 * database itself: a trigger on each of the bookings' tables notifies BOOKING_CHANNEL with the
 * resource's id (the club's, for a therapist link) when the transaction commits, to every
 * instance, whatever code wrote it (a hold, its expiry, a cancel, staff, a cascade)
 * (db/change-notifications.ts, through the platform's publish/subscribe). Hearing it drops what
 * was kept of that resource (or club). A fill that read the database before a change and
 * finishes after it is not kept: it carries the stamp of the changes it saw
 * (docs/decisions/bookings.md, "The slots cache").
 */

import type { FastifyInstance } from "fastify";
import type { Precompressed } from "../../lib/precompressed.ts";
import type { BookingResourceRow, BookingServiceRow, BookingUnitRow } from "./tables.ts";

/** The database announces every change to a resource's bookings, schedule, units or services here. */
export const BOOKING_CHANNEL = "crest_booking_changed";

/** What is kept per instance at most: resources, and the bytes of their days and answers. */
const MAX_RESOURCES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** A resource with everything its slots are computed from. */
export interface ResourceSetup {
  resource: BookingResourceRow;
  /** In assignment order (position, seats, name). */
  units: BookingUnitRow[];
  services: BookingServiceRow[];
  links: { serviceId: string; unitId: string }[];
  blackoutDates: string[];
}

/** One kept slot: its start (for the lead time's cut) and its wire JSON. */
export interface KeptSlot {
  start: number;
  json: string;
}

/** A whole answer as sent, and the span of time it stays the answer (then the kept days answer again). */
export interface KeptAnswer {
  /** Its name among the resource's answers (the choice and the days asked). */
  key: string;
  /** Whether only members may see it (the resource was members-only when it was made). */
  membersOnly: boolean;
  json: Buffer;
  /** Its gzip and entity tag, made on the first request that sends it. */
  sendable?: Precompressed;
  /** Valid from this instant (the clock it was cut by) until just before `until`. */
  since: number;
  until: number;
}

interface Entry {
  companyId: string;
  setup: ResourceSetup;
  /** `choice|day` → the day's slots. */
  days: Map<string, KeptSlot[]>;
  /** `choice|from|to` → the answer. */
  answers: Map<string, KeptAnswer>;
  bytes: number;
}

/** The stamp of the changes a fill saw: it is kept only if no change came in meanwhile. */
export type FillStamp = string;

export class SlotCache {
  readonly #entries = new Map<string, Entry>();
  /** Changes heard per id (a resource's or a club's). */
  readonly #changes = new Map<string, number>();
  /** Bumped when everything goes (the listening connection came back). */
  #epoch = 0;
  #bytes = 0;
  readonly #running = new Map<string, Promise<unknown>>();

  /** Taken before a fill reads the database; the fill is kept only under the same stamp. */
  stamp(companyId: string, resourceId: string): FillStamp {
    return `${this.#epoch}:${this.#changes.get(companyId) ?? 0}:${this.#changes.get(resourceId) ?? 0}`;
  }

  /** Runs `make` once per key at a time: callers asking while it runs share its answer. */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    const running = this.#running.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = make().finally(() => this.#running.delete(key));
    this.#running.set(key, started);
    return started;
  }

  /** The kept setup of the club's resource, if any. */
  setupOf(companyId: string, resourceId: string): ResourceSetup | undefined {
    const entry = this.#entries.get(resourceId);
    return entry?.companyId === companyId ? entry.setup : undefined;
  }

  /** Keeps a setup read under `stamp`, unless something changed since. */
  keepSetup(companyId: string, setup: ResourceSetup, stamp: FillStamp): void {
    const resourceId = setup.resource.id;
    if (this.stamp(companyId, resourceId) !== stamp || this.#entries.has(resourceId)) return;
    if (this.#entries.size >= MAX_RESOURCES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#drop(oldest);
    }
    this.#entries.set(resourceId, { companyId, setup, days: new Map(), answers: new Map(), bytes: 0 });
  }

  /** The kept days of a choice (undefined where none is kept). */
  daysOf(
    companyId: string,
    resourceId: string,
    choice: string,
    days: readonly string[],
  ): (KeptSlot[] | undefined)[] {
    const entry = this.#entries.get(resourceId);
    if (entry?.companyId !== companyId) return days.map(() => undefined);
    return days.map((day) => entry.days.get(`${choice}|${day}`));
  }

  /** How many days (of every choice) are kept for the club's resource. */
  daysKept(companyId: string, resourceId: string): number {
    const entry = this.#entries.get(resourceId);
    return entry?.companyId === companyId ? entry.days.size : 0;
  }

  /** Keeps days computed under `stamp`, unless something changed since. */
  keepDays(
    companyId: string,
    resourceId: string,
    choice: string,
    stamp: FillStamp,
    days: readonly (readonly [string, KeptSlot[]])[],
  ): void {
    const entry = this.#entries.get(resourceId);
    if (entry?.companyId !== companyId || this.stamp(companyId, resourceId) !== stamp) return;
    for (const [day, slots] of days) {
      const key = `${choice}|${day}`;
      if (entry.days.has(key)) continue;
      entry.days.set(key, slots);
      this.#count(
        entry,
        slots.reduce((bytes, slot) => bytes + slot.json.length + 64, 64),
      );
    }
  }

  /** The kept answer, if it is still the answer at `now`. */
  answerOf(companyId: string, resourceId: string, key: string, now: number): KeptAnswer | undefined {
    const entry = this.#entries.get(resourceId);
    const answer = entry?.companyId === companyId ? entry.answers.get(key) : undefined;
    return answer && answer.since <= now && now < answer.until ? answer : undefined;
  }

  /** Keeps an answer made under `stamp`, unless something changed since. */
  keepAnswer(companyId: string, resourceId: string, key: string, stamp: FillStamp, answer: KeptAnswer): void {
    const entry = this.#entries.get(resourceId);
    if (entry?.companyId !== companyId || this.stamp(companyId, resourceId) !== stamp) return;
    const before = entry.answers.get(key);
    entry.answers.set(key, answer);
    this.#count(entry, answer.json.length - (before?.json.length ?? 0));
  }

  #count(entry: Entry, bytes: number): void {
    entry.bytes += bytes;
    this.#bytes += bytes;
    // Over the budget: everything goes (dropping is always safe), and fills keep again.
    if (this.#bytes > MAX_BYTES) {
      this.#entries.clear();
      this.#bytes = 0;
    }
  }

  #drop(resourceId: string): void {
    const entry = this.#entries.get(resourceId);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(resourceId);
  }

  /** A change announced for an id: the resource's entry goes, or every entry of the club. */
  forget(id: string): void {
    this.#changes.set(id, (this.#changes.get(id) ?? 0) + 1);
    this.#drop(id);
    for (const [resourceId, entry] of this.#entries) {
      if (entry.companyId === id) this.#drop(resourceId);
    }
  }

  /** Everything goes (notifications may have been missed). */
  clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's slots cache (features/bookings/slot-cache.ts). */
    bookingSlots: SlotCache;
  }
}

/** Gives the app its slots cache, emptied by every change the database announces on any instance. */
export async function slotCacheSetup(app: FastifyInstance): Promise<void> {
  const cache = new SlotCache();
  app.decorate("bookingSlots", cache);
  const stop = await app.platformServices.pubsub.subscribe(
    BOOKING_CHANNEL,
    (id) => cache.forget(id),
    () => cache.clear(),
  );
  app.addHook("onClose", async () => {
    await stop();
  });
}
