/**
 * A size-capped map that forgets an entry not used lately first. It is CLOCK, the
 * second-chance approximation of least-recently-used: a hit only marks its entry, and when
 * the cap is passed the oldest entries are looked at in insertion order: a marked one is
 * unmarked and moved to the back, the first unmarked one goes. A hit costs one lookup; the
 * exact order (re-inserting on every hit) cost a delete and an insert on the path of every
 * request, where the tenant, session and kept-answer caches are asked.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; used: boolean }>();
  constructor(
    private readonly capacity: number,
    /** Told about each entry the cap pushes out (to keep indexes beside the cache in step). */
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  set(key: K, value: V): void {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      entry.value = value;
      entry.used = true;
      return;
    }
    // Room first, so the newcomer is not the one that goes.
    if (this.#entries.size >= this.capacity) this.#evictOne();
    this.#entries.set(key, { value, used: false });
  }

  /** Gives each marked entry a second chance (unmarked, to the back) and drops the first unmarked. */
  #evictOne(): void {
    // Entries moved to the back are met again, unmarked, so this ends within two passes.
    for (const [key, entry] of this.#entries) {
      this.#entries.delete(key);
      if (entry.used) {
        entry.used = false;
        this.#entries.set(key, entry);
        continue;
      }
      this.onEvict?.(key, entry.value);
      return;
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }
}
