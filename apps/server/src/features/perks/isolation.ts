/**
 * Perks' resources for the tenant-isolation sweep, at Harbor Club: a guest-pass definition, a
 * pass of it sent to a guest (with a known pin, so the public link names a real pass), and a
 * house credit of the demo member.
 */
import type { IsolationFixture } from "../../platform/feature.ts";
import { customerIdOf } from "../../platform/service-context.ts";
import { issueCredit } from "../house-credits/index.ts";
import { guestPassesWithPin } from "./guest-pass-fixture.ts";

const PIN = "24681357";

export const perksIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const customerId = customerIdOf(context);
    const { definition, sent: pass } = await guestPassesWithPin(context, {
      name: "Isolation guest pass",
      pin: PIN,
    });
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
