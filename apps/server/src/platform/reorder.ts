/**
 * A list staff put in order (shipping rates, pickup locations, directory categories): positions
 * 1… in the order given, which must name each of the club's rows once (400 on `ids` otherwise: a
 * list made before another staff member added or removed one is refused, not guessed). The rows
 * are read locked, so two reorders take turns.
 */
import { FIELD_MESSAGES } from "@crest/domain";
import { fieldError } from "../lib/errors.ts";
import { inTransaction, type ServiceContext } from "./service-context.ts";

export async function reorder(
  context: ServiceContext,
  ids: readonly string[],
  lockedIds: (scope: ServiceContext["scope"]) => Promise<string[]>,
  setPosition: (scope: ServiceContext["scope"], id: string, position: number) => Promise<unknown>,
): Promise<void> {
  await inTransaction(context, async (tx) => {
    const current = new Set(await lockedIds(tx.scope));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== current.size || ids.some((id) => !current.has(id)))
      throw fieldError("ids", FIELD_MESSAGES.value_invalid);
    for (const [at, id] of ids.entries()) await setPosition(tx.scope, id, at + 1);
  });
}
