/**
 * Perks' resources for the tenant-isolation sweep, at Harbor Club: a guest-pass definition, a
 * pass of it sent to a guest (with a known pin, so the public link names a real pass), and a
 * house credit of the demo member.
 */
import type { IsolationFixture } from "../../platform/feature.ts";
import { customerIdOf } from "../../platform/service-context.ts";
import { issueCredit } from "../house-credits/index.ts";
import { issuePasses } from "./issue-passes.ts";
import { pinHash } from "./pass-secrets.ts";
import { changePass, insertDefinition } from "./repository.ts";

const PIN = "24681357";

export const perksIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const customerId = customerIdOf(context);
    const definition = await insertDefinition(context.scope, {
      kind: "guest_pass",
      name: "Isolation guest pass",
      allowSending: true,
    });
    const [pass] = await issuePasses(context, definition, [customerId], 1, new Date());
    if (!pass) throw new Error("no pass");
    await changePass(
      context.scope,
      pass.id,
      {},
      {
        ownerId: null,
        guestEmail: "isolation.guest@example.org",
        guestName: "Isolation Guest",
        pinHash: pinHash(pass.id, PIN),
        status: "transferred",
        transferredAt: new Date(),
      },
    );
    const credit = await issueCredit(context.scope, {
      customerId,
      amount: 1_000,
      serial: "HC-ISOLATION",
      referenceType: "test",
      referenceId: "isolation",
    });
    return {
      params: { passId: pass.id, pin: PIN, creditId: credit.id, definitionId: definition.id },
      bodies: {
        "POST /api/account/perks/vouchers/{passId}/transfer": { email: "friend@example.org" },
        "PATCH /admin/api/perks/definitions/{definitionId}": { name: "Renamed" },
        "POST /admin/api/perks/definitions/{definitionId}/issue": { customer_id: customerId },
        "PUT /admin/api/perks/house-credits/{creditId}/pin": { pin: "4321" },
        "POST /admin/api/perks/house-credits/{creditId}/pin/check": { pin: "4321" },
        "POST /api/public/passes/guest-pass/{passId}/{pin}/survey": [],
      },
    };
  },
};
