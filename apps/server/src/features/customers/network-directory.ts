/**
 * One person across a global network (DESIGN §1): a person is one user_id with one customer
 * row per club. Which clubs they belong to can only be read across clubs, so this is platform
 * code on the architecture test's allowlist, and only company ids leave it.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { customers } from "./tables.ts";

export async function companiesOfUser(
  platformDb: Executor,
  userId: string,
  companyIds: readonly string[],
): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await platformDb
    .select({ companyId: customers.companyId })
    .from(customers)
    .where(and(eq(customers.userId, userId), inArray(customers.companyId, [...companyIds])));
  return rows.map((row) => row.companyId);
}
