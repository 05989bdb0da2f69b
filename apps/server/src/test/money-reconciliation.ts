/** The books' invariants (money-books.ts) asserted in a test: fails with every broken one listed. */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { moneyProblems } from "./money-books.ts";

export { moneyProblems };

/** Fails the test with every broken invariant listed. */
export async function expectMoneyReconciles(app: FastifyInstance): Promise<void> {
  expect(await moneyProblems(app)).toEqual([]);
}
