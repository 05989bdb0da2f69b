/**
 * Writes asked at the same moment, made together: those asked in one turn of the event loop, and
 * those asked while the previous batch was being written, gathered as reads are
 * (db/batched-reads.ts). `writeMany` gets the inputs waiting, by key, and answers each key's
 * outcome: its result, its own error, or nothing (undefined to its asker).
 *
 * A key already waiting is another asker's: the caller writes alone instead (`waiting`), to race
 * it as two statements would. Inside a transaction a caller writes alone too: a batch's failure
 * would abort the transaction before its writes could be tried one by one.
 */
import { BatchedReads } from "./batched-reads.ts";
import type { TenantScope } from "./tenant-scope.ts";

export type Outcome<R> = { result: R } | { error: unknown };

export class BatchedWrites<I, R> {
  /** The inputs asked for and not yet written, by key. */
  readonly #waiting = new Map<string, I>();
  readonly #batches: BatchedReads<Outcome<R>>;

  constructor(writeMany: (scope: TenantScope, inputs: Map<string, I>) => Promise<Map<string, Outcome<R>>>) {
    this.#batches = new BatchedReads(async (scope, keys) => {
      const inputs = new Map<string, I>();
      for (const key of keys) {
        const input = this.#waiting.get(key);
        this.#waiting.delete(key);
        if (input !== undefined) inputs.set(key, input);
      }
      return writeMany(scope, inputs);
    });
  }

  /** Whether a write under `key` waits for its batch now. */
  waiting(key: string): boolean {
    return this.#waiting.has(key);
  }

  /** Writes `input` with the batch; answers its result (undefined: none), or throws its error. */
  async write(scope: TenantScope, key: string, input: I): Promise<R | undefined> {
    this.#waiting.set(key, input);
    const outcome = await this.#batches.read(scope, key);
    if (outcome && "error" in outcome) throw outcome.error;
    return outcome?.result;
  }
}

/**
 * `writeMany`'s fallback when a batch fails (one write's failure fails the statement): each
 * input written alone, to its own outcome.
 */
export async function eachAlone<I, R>(
  inputs: Map<string, I>,
  writeOne: (input: I, key: string) => Promise<R | undefined>,
): Promise<Map<string, Outcome<R>>> {
  const outcomes = new Map<string, Outcome<R>>();
  await Promise.all(
    [...inputs].map(async ([key, input]) => {
      try {
        const result = await writeOne(input, key);
        if (result !== undefined) outcomes.set(key, { result });
      } catch (error) {
        outcomes.set(key, { error });
      }
    }),
  );
  return outcomes;
}
