/**
 * Issuing passes of a definition (staff's issue, the demo): each gets a serial unique in the
 * club, is valid from now, and expires after its days valid or at the definition's cutoff,
 * whichever comes first; each issue is the first line of the pass's audit trail.
 */
import type { ServiceContext } from "../../platform/service-context.ts";
import { actorLabel } from "./actor-label.ts";
import { newPassSerial } from "./pass-secrets.ts";
import { insertPasses, recordPassEvent } from "./repository.ts";
import type { PerkDefinitionRow, PerkPassRow } from "./tables.ts";

const DAY_MS = 86_400_000;

/** When a pass issued at `now` expires: after its days valid or at the cutoff, the earlier; null for never. */
export function expiryOf(definition: PerkDefinitionRow, now: Date): Date | null {
  const candidates = [
    ...(definition.daysValid ? [now.getTime() + definition.daysValid * DAY_MS] : []),
    ...(definition.dateCutoff ? [definition.dateCutoff.getTime()] : []),
  ];
  return candidates.length === 0 ? null : new Date(Math.min(...candidates));
}

/** `quantity` passes for each customer, in the caller's transaction. */
export async function issuePasses(
  context: ServiceContext,
  definition: PerkDefinitionRow,
  customerIds: readonly string[],
  quantity: number,
  now: Date,
): Promise<PerkPassRow[]> {
  const expiresOn = expiryOf(definition, now);
  const passes = await insertPasses(
    context.scope,
    customerIds.flatMap((customerId) =>
      Array.from({ length: quantity }, () => ({
        definitionId: definition.id,
        serial: newPassSerial(definition.kind),
        customerId,
        ownerId: customerId,
        validOn: now,
        expiresOn,
      })),
    ),
  );
  for (const pass of passes)
    await recordPassEvent(context.scope, {
      passId: pass.id,
      action: "issued",
      actor: actorLabel(context),
      detail: { definitionId: definition.id },
    });
  return passes;
}
