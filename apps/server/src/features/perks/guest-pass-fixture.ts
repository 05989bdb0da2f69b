/**
 * Guest passes already in a guest's hands, with a pin the caller knows (the isolation sweep's
 * fixture and the tests of the guest's link): a new guest-pass definition, `count` passes of it
 * issued to the context's member, the last of them sent to a guest with `pin`.
 */
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { issuePasses } from "./issue-passes.ts";
import { pinHash } from "./pass-secrets.ts";
import { changePass, insertDefinition } from "./repository.ts";
import type { PerkDefinitionRow, PerkPassRow } from "./tables.ts";

/** Answers the definition, the passes left with the member, and the one sent to the guest. */
export async function guestPassesWithPin(
  context: ServiceContext,
  { name, pin, count = 1 }: { name: string; pin: string; count?: number },
): Promise<{ definition: PerkDefinitionRow; held: PerkPassRow[]; sent: PerkPassRow }> {
  const definition = await insertDefinition(context.scope, { kind: "guest_pass", name, allowSending: true });
  const passes = await issuePasses(context, definition, [customerIdOf(context)], count, new Date());
  const last = passes.at(-1);
  if (!last) throw new Error("no pass");
  const sent = await changePass(
    context.scope,
    last.id,
    {},
    {
      ownerId: null,
      guestEmail: "guest.of.test@example.org",
      guestName: `${name} Guest`,
      pinHash: pinHash(last.id, pin),
      status: "transferred",
      transferredAt: new Date(),
    },
  );
  if (!sent) throw new Error("not sent");
  return { definition, held: passes.slice(0, -1), sent };
}
