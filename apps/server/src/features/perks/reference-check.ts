/** Whether what a perk is said to apply to is the club's own (a category, product or event). */
import type { PerkReferenceType } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { catalogueNamesOf } from "../catalogue/index.ts";
import { getEvent } from "../events/index.ts";

/** True for the club's category, product or event; the other kinds name things not checked here. */
export async function referenceExists(
  scope: TenantScope,
  type: PerkReferenceType,
  id: string,
): Promise<boolean> {
  switch (type) {
    case "category":
    case "product":
      return (await catalogueNamesOf(scope, [id])).has(id);
    case "event":
      return (await getEvent(scope, id).catch(() => undefined)) !== undefined;
    default:
      return true;
  }
}
