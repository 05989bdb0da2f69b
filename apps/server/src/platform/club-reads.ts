/**
 * Cached reads of what a club shows everyone and changes rarely (the catalogue): an answer is kept
 * until the club's rows behind it change, on any instance. Features declare which tables an area's
 * answers read (`cachedReads` in the manifest); a write to one of them drops the club's answers of
 * that area three times over, so none outlives the change:
 * - at once, when the write is made (this instance's readers stop taking the old answers);
 * - when its transaction ends (an answer loaded from the rows before the commit is dropped);
 * - when the database announces the commit (every instance, whatever code wrote).
 * An answer loaded while any of these happened is served to its reader but not kept.
 */
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { KeptReads } from "../db/tenant-scope.ts";
import { LruCache } from "../lib/lru-cache.ts";

/** The tables an area's answers are made from (a feature's manifest names them). */
export interface CachedReadSource {
  /** A plain SQL identifier: the database announces `area:company_id`. */
  area: string;
  tables: readonly PgTable[];
  /**
   * Columns the answers do not show (stock counters, for answers that read stock apart): an
   * update that sets only these leaves the area's answers as they were (a drop's holds do not
   * drop what a cart line says of its product).
   */
  ignoredColumns?: readonly PgColumn[];
}

/** Answers kept per area, across clubs (a club's shop pages and trees take a few each). */
const ANSWERS_PER_AREA = 2_000;

interface Kept {
  generation: string;
  value: unknown;
  /** When the clock alone makes the answer wrong (epoch ms; Infinity: only a change does). */
  until: number;
}

/** How long an answer stays true while its rows do not change (the clock may end it sooner). */
export interface Keeping {
  /** Milliseconds an answer that depends on the time of day is kept at most. */
  forMs?: number;
}

/** One area's answers, per club. */
export class ClubReadCache {
  readonly #answers = new LruCache<string, Kept>(ANSWERS_PER_AREA);
  /** Loads under way, shared by the readers who miss at the same moment. */
  readonly #loading = new Map<string, { generation: string; promise: Promise<unknown> }>();
  /** Bumped per club by each change; `#everything` by a change to any club (a lost listener). */
  readonly #generations = new Map<string, number>();
  #everything = 0;

  /** Where the club's rows stand: any change since makes it differ. */
  #generationOf(companyId: string): string {
    return `${this.#everything}:${this.#generations.get(companyId) ?? 0}`;
  }

  /** The club's answer under `key` if one is kept and still true; nothing is loaded. */
  kept<T>(companyId: string, key: string): T | undefined {
    const kept = this.#answers.get(`${companyId} ${key}`);
    if (kept?.generation !== this.#generationOf(companyId)) return undefined;
    return kept.until === Infinity || Date.now() < kept.until ? (kept.value as T) : undefined;
  }

  /** The club's answer under `key`: the kept one, or `load`'s (kept unless the rows changed meanwhile). */
  async read<T>(companyId: string, key: string, load: () => Promise<T>, keeping: Keeping = {}): Promise<T> {
    const kept = this.kept<T>(companyId, key);
    if (kept !== undefined) return kept;
    const slot = `${companyId} ${key}`;
    const generation = this.#generationOf(companyId);
    const loading = this.#loading.get(slot);
    if (loading?.generation === generation) return loading.promise as Promise<T>;
    const promise = this.#load(companyId, slot, load, keeping);
    this.#loading.set(slot, { generation, promise });
    try {
      return await promise;
    } finally {
      if (this.#loading.get(slot)?.promise === promise) this.#loading.delete(slot);
    }
  }

  /**
   * As `read`, but `load` is this reader's own and shared with no other (a reader in a transaction:
   * on the embedded database another reader waiting on its query would wait for the transaction).
   */
  async readAlone<T>(companyId: string, key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.kept<T>(companyId, key);
    return kept !== undefined ? kept : this.#load(companyId, `${companyId} ${key}`, load, {});
  }

  /** Loads an answer and keeps it, unless the club's rows changed while it loaded. */
  async #load<T>(companyId: string, slot: string, load: () => Promise<T>, keeping: Keeping): Promise<T> {
    const generation = this.#generationOf(companyId);
    const value = await load();
    const until = keeping.forMs === undefined ? Infinity : Date.now() + keeping.forMs;
    if (this.#generationOf(companyId) === generation) this.#answers.set(slot, { generation, value, until });
    return value;
  }

  /** The club's rows changed (null: any club's may have). */
  changed(companyId: string | null): void {
    if (companyId === null) this.#everything += 1;
    else this.#generations.set(companyId, (this.#generations.get(companyId) ?? 0) + 1);
  }
}

/** Every area's cache, and which tables feed which area. */
export class ClubReads implements KeptReads {
  readonly #caches = new Map<string, ClubReadCache>();
  readonly #areasOfTable = new Map<PgTable, { area: string; ignored: ReadonlySet<PgColumn> }[]>();

  constructor(sources: readonly CachedReadSource[]) {
    for (const { area, tables, ignoredColumns = [] } of sources) {
      this.#caches.set(area, this.#caches.get(area) ?? new ClubReadCache());
      const ignored = new Set(ignoredColumns);
      for (const table of tables)
        this.#areasOfTable.set(table, [...(this.#areasOfTable.get(table) ?? []), { area, ignored }]);
    }
  }

  /** The area's cache (an area no manifest declares is a programming error). */
  of(area: string): ClubReadCache {
    const cache = this.#caches.get(area);
    if (!cache) throw new Error(`no cached reads declared for ${area}`);
    return cache;
  }

  /**
   * A write to `table` for the club: the areas it feeds forget the club's answers, but for an
   * update that sets only columns an area ignores (`columns`: the ones set; absent: any).
   */
  written(table: PgTable, companyId: string, columns?: readonly PgColumn[]): void {
    for (const area of this.#areasChangedBy(table, columns)) this.of(area).changed(companyId);
  }

  /** Whether a write to `table` changes what some area keeps (`columns`: the ones an update sets). */
  changes(table: PgTable, columns?: readonly PgColumn[]): boolean {
    return this.#areasChangedBy(table, columns).length > 0;
  }

  #areasChangedBy(table: PgTable, columns?: readonly PgColumn[]): string[] {
    const setOnly = (ignored: ReadonlySet<PgColumn>) =>
      columns !== undefined && columns.length > 0 && columns.every((column) => ignored.has(column));
    return (this.#areasOfTable.get(table) ?? [])
      .filter(({ ignored }) => !setOnly(ignored))
      .map(({ area }) => area);
  }

  /** The club's answer under `key` in `area` (ClubReadCache.read). */
  read<T>(area: string, companyId: string, key: string, load: () => Promise<T>): Promise<T> {
    return this.of(area).read(companyId, key, load);
  }

  /** The club's answer under `key` in `area`, loaded unshared (ClubReadCache.readAlone). */
  readAlone<T>(area: string, companyId: string, key: string, load: () => Promise<T>): Promise<T> {
    return this.of(area).readAlone(companyId, key, load);
  }

  /** The database announced `area:companyId`; null: announcements may have been missed. */
  announced(payload: string | null): void {
    if (payload === null) {
      for (const cache of this.#caches.values()) cache.changed(null);
      return;
    }
    const colon = payload.indexOf(":");
    this.#caches.get(payload.slice(0, colon))?.changed(payload.slice(colon + 1));
  }
}
