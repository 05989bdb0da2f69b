/**
 * Reads of the same kind, gathered and made as one query per club: those asked for in the same
 * turn of the event loop, and those asked for while the previous batch was being read. A burst of
 * requests that each need a row (a thousand buyers' sessions as a drop opens) then costs a few
 * queries instead of one each. A batch is read after the last read in it was asked for, so no
 * answer is older than its question: a batched read answers what a read of its own would have
 * answered at some instant after it was asked.
 *
 * A batch holds the reads of one club on one database handle: reads inside a transaction are
 * batched only with reads of that same transaction (which must see its own writes).
 */
import { TenantScope } from "./tenant-scope.ts";

interface Asker<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/** One club's reads on one database handle: the batch being read, and the one gathering. */
interface Queue<V> {
  scope: TenantScope;
  gathering: Map<string, Asker<V>[]>;
  reading: boolean;
}

export class BatchedReads<V> {
  readonly #readMany: (scope: TenantScope, keys: string[]) => Promise<Map<string, V>>;
  /** By database handle (a transaction's ends with it), then club. */
  readonly #queues = new WeakMap<object, Map<string, Queue<V>>>();

  /** `readMany` answers the keys it finds; a key it leaves out reads as undefined. */
  constructor(readMany: (scope: TenantScope, keys: string[]) => Promise<Map<string, V>>) {
    this.#readMany = readMany;
  }

  read(scope: TenantScope, key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const queue = this.#queueOf(scope);
      const first = queue.gathering.size === 0;
      const askers = queue.gathering.get(key) ?? [];
      askers.push({ resolve, reject });
      queue.gathering.set(key, askers);
      // The first asker of a batch schedules it for the turn's end; while a batch is being read,
      // the next one gathers and goes when it is done (the busier the database, the bigger it gets).
      if (first && !queue.reading) setImmediate(() => this.#readNext(queue));
    });
  }

  #queueOf(scope: TenantScope): Queue<V> {
    const handle = TenantScope.executorOf(scope);
    const clubs = this.#queues.get(handle) ?? new Map<string, Queue<V>>();
    this.#queues.set(handle, clubs);
    let queue = clubs.get(scope.companyId);
    if (!queue) {
      queue = { scope, gathering: new Map(), reading: false };
      clubs.set(scope.companyId, queue);
    }
    return queue;
  }

  #readNext(queue: Queue<V>): void {
    const askers = queue.gathering;
    if (askers.size === 0 || queue.reading) return;
    queue.gathering = new Map();
    queue.reading = true;
    this.#readMany(queue.scope, [...askers.keys()])
      .then(
        (found) => {
          for (const [key, waiting] of askers) for (const asker of waiting) asker.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const waiting of askers.values()) for (const asker of waiting) asker.reject(error);
        },
      )
      .finally(() => {
        queue.reading = false;
        this.#readNext(queue);
      });
  }
}
