/** Slots of the test capacity provider, made and read directly for the tests. */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO } from "../../demo/demo-ids.ts";
import type { CartItemFixture } from "../cart-item-contract.ts";
import { SIERRA } from "../test-app.ts";
import { capacityFeature } from "./manifest.ts";
import { testSlots } from "./tables.ts";

const scopeOf = (app: FastifyInstance, host?: string) =>
  new TenantScope(app.platformDb, host === SIERRA ? DEMO.sierra.companyId : DEMO.harbor.companyId);

/** A slot with `places` places, starting in a week unless told. */
export const createSlot = (
  app: FastifyInstance,
  values: Partial<typeof testSlots.$inferInsert> & { passcode?: string; host?: string } = {},
) => {
  const { passcode, host, ...slot } = values;
  return scopeOf(app, host).insertOne(testSlots, {
    title: "Sunrise yoga",
    priceCents: 1_500,
    places: 5,
    startsAt: new Date(Date.now() + 7 * 86_400_000),
    ...(passcode ? { passcodeHash: createHash("sha256").update(passcode).digest("hex") } : {}),
    ...slot,
  });
};

export const slotOf = (app: FastifyInstance, slotId: string) =>
  scopeOf(app).getOne(testSlots, eq(testSlots.id, slotId));

export const capacityFixture: CartItemFixture = {
  name: "the test capacity provider (slots)",
  kind: "test-slots",
  group: "appointments",
  extraFeatures: [capacityFeature],
  create: (app, { places, priceCents, perMemberMax, host }) =>
    createSlot(app, { places, priceCents, perMemberMax: perMemberMax ?? null, host }),
  bodyItem: (item, quantity) => ({ slot_id: item.id, quantity }),
  async capacity(app, item) {
    const slot = await slotOf(app, item.id);
    return { held: slot.held, left: slot.places - slot.held - slot.sold };
  },
  full: { code: "slot_taken", en: "Slot Taken", es: "Horario ocupado" },
  perMemberMax: true,
  createdPerUnit: 1,
  policy: { staff: { canCancel: true, fee: 0 }, member: { canCancel: true, fee: 0 } },
};
