import { describe, expect, it } from "vitest";
import { BatchedReads } from "./batched-reads.ts";
import type { Executor } from "./client.ts";
import { TenantScope } from "./tenant-scope.ts";

const handle = {} as Executor;
const harbor = new TenantScope(handle, "harbor");
const sierra = new TenantScope(handle, "sierra");

/** A reader that records each batch it is asked for and answers `key!` for every key but "missing". */
function recordingReader(gate?: Promise<void>) {
  const batches: { companyId: string; keys: string[] }[] = [];
  const reads = new BatchedReads<string>(async (scope, keys) => {
    batches.push({ companyId: scope.companyId, keys });
    await gate;
    return new Map(keys.filter((key) => key !== "missing").map((key) => [key, `${key}!`]));
  });
  return { batches, reads };
}

describe("batched reads", () => {
  it("answers the reads asked in one turn with one batch per club, each key once", async () => {
    const { batches, reads } = recordingReader();
    const answers = await Promise.all([
      reads.read(harbor, "a"),
      reads.read(harbor, "b"),
      reads.read(harbor, "a"),
      reads.read(sierra, "a"),
      reads.read(harbor, "missing"),
    ]);
    expect(answers).toEqual(["a!", "b!", "a!", "a!", undefined]);
    expect(batches).toEqual([
      { companyId: "harbor", keys: ["a", "b", "missing"] },
      { companyId: "sierra", keys: ["a"] },
    ]);
  });

  it("gathers the reads asked while a batch is being read into the next one, read after it", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { batches, reads } = recordingReader(gate);
    const first = reads.read(harbor, "a");
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toHaveLength(1);
    // Asked while the first batch is out: they wait for it, then go together.
    const later = [reads.read(harbor, "b"), reads.read(harbor, "c")];
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toHaveLength(1);
    open();
    expect(await Promise.all([first, ...later])).toEqual(["a!", "b!", "c!"]);
    expect(batches.map((batch) => batch.keys)).toEqual([["a"], ["b", "c"]]);
  });

  it("keeps reads on another database handle (a transaction) out of the batch", async () => {
    const { batches, reads } = recordingReader();
    const inTransaction = new TenantScope({} as Executor, "harbor");
    await Promise.all([reads.read(harbor, "a"), reads.read(inTransaction, "b")]);
    expect(batches.map((batch) => batch.keys)).toEqual([["a"], ["b"]]);
  });

  it("fails every read of a batch whose query fails, and goes on with the next", async () => {
    let fail = true;
    const reads = new BatchedReads<string>(async (_scope, keys) => {
      if (fail) throw new Error("database gone");
      return new Map(keys.map((key) => [key, key]));
    });
    const failed = await Promise.allSettled([reads.read(harbor, "a"), reads.read(harbor, "b")]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await reads.read(harbor, "c")).toBe("c");
  });
});
