/**
 * The clubs' commerce settings and coupons: Harbor charges 8.25 % tax and has a percentage
 * (SAVE15) and a fixed coupon (TAKE10, from $50); Sierra a percentage one (BIENVENIDA).
 */
import { DEMO } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { commerceCoupons, commerceSettings } from "./tables.ts";

export const cartDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const harbor = scopeFor(DEMO.harbor.companyId);
    await harbor.insert(commerceSettings).values({ taxRateBps: 825, handlingCents: 0, holdMinutes: 15 });
    await harbor.insert(commerceCoupons).values([
      { code: "SAVE15", kind: "percent", value: 1500, message: "15% off your order" },
      {
        code: "TAKE10",
        kind: "fixed",
        value: 1000,
        minSubtotal: 5000,
        message: "$10 off orders of $50 or more",
      },
    ]);
    const sierra = scopeFor(DEMO.sierra.companyId);
    await sierra.insert(commerceSettings).values({ taxRateBps: 1000, handlingCents: 0, holdMinutes: 15 });
    await sierra
      .insert(commerceCoupons)
      .values([{ code: "BIENVENIDA", kind: "percent", value: 1000, message: "10 % de descuento" }]);
  },
};
