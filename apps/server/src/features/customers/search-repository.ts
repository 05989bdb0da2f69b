/**
 * Staff's member search (issue 31): by the start of a first name, a last name, both ("ana lo"),
 * or an e-mail, or the holders a card number names. Prefix matches only, each served by an
 * index (tables.ts: lower-cased names and the e-mail with text_pattern_ops), so a club of
 * 100,000 members answers from the index, not a scan.
 */
import { type MemberSort, type PageQuery, pageOffset } from "@crest/domain";
import { and, asc, desc, inArray, like, or, type SQL, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { startingWith } from "../../lib/like-patterns.ts";
import { customers } from "./tables.ts";

/** `text` as a LIKE prefix: its own % and _ match themselves. */
const prefixOf = (text: string) => startingWith(text.toLowerCase());
const firstName = sql`lower(${customers.firstName})`;
const lastName = sql`lower(${customers.lastName})`;

/** Each sort as the index it reads (tables.ts), the id last so that a page never shifts. */
const ORDERS: Record<MemberSort, SQL[]> = {
  name: [asc(customers.lastName), asc(customers.firstName), asc(customers.id)],
  newest: [desc(customers.createdAt), desc(customers.id)],
  oldest: [asc(customers.createdAt), asc(customers.id)],
};

/** A page of the club's customers matching `text` (or every customer without it), in the order asked. */
export async function searchCustomers(
  scope: TenantScope,
  search: { text: string | undefined; holderIds: readonly string[] },
  page: PageQuery & { sort: MemberSort },
) {
  const where = search.text ? matching(search.text, search.holderIds) : undefined;
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(customers)
      .where(where)
      .orderBy(...ORDERS[page.sort])
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(customers, where),
  ]);
  return { rows, totalCount };
}

/**
 * The club's members a search finds, as a subquery of their ids: a list filtered by member (the
 * staff's orders) matches every one of them in its own query, however many there are.
 */
export const customerIdsMatching = (scope: TenantScope, text: string) =>
  scope.select({ id: customers.id }).from(customers).where(matching(text, []));

function matching(text: string, holderIds: readonly string[]): SQL | undefined {
  const prefix = prefixOf(text);
  const [first, ...rest] = text.split(/\s+/);
  return or(
    like(firstName, prefix),
    like(lastName, prefix),
    like(customers.email, prefix),
    rest.length > 0
      ? and(like(firstName, prefixOf(first ?? "")), like(lastName, prefixOf(rest.join(" "))))
      : undefined,
    holderIds.length > 0 ? inArray(customers.id, [...holderIds]) : undefined,
  );
}
