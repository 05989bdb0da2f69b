/**
 * A size-capped map that forgets the least recently used entry first. A Map keeps insertion
 * order, so re-inserting on every hit keeps the oldest entry first in line.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  constructor(
    private readonly capacity: number,
    /** Told about each entry the cap pushes out (to keep indexes beside the cache in step). */
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.entries().next();
      if (!oldest.done) {
        this.#entries.delete(oldest.value[0]);
        this.onEvict?.(oldest.value[0], oldest.value[1]);
      }
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
