/** Who did something to a pass, as its audit trail keeps it. */
import type { ServiceContext } from "../../platform/service-context.ts";

/** "customer:<id>", "staff:<id>", "job:<kind>" or "visitor". */
export function actorLabel(context: ServiceContext): string {
  const actor = context.actor;
  switch (actor.kind) {
    case "customer":
      return `customer:${actor.customerId}`;
    case "staff":
      return `staff:${actor.staffUserId}`;
    case "job":
      return `job:${actor.job}`;
    case "visitor":
      return "visitor";
  }
}
