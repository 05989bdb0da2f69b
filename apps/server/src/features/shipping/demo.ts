/**
 * The demo's delivery options: Harbor ships in the US (flat ground, express by weight, free
 * ground from $150) and abroad by weight, with two pickup locations; Sierra ships flat in Spain
 * and has one pickup desk. Hours are in each club's time zone.
 */
import { DEMO } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { pickupLocations, shippingRates } from "./tables.ts";

const weekdays = (text: string) => ({
  monday: text,
  tuesday: text,
  wednesday: text,
  thursday: text,
  friday: text,
});

export const shippingDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const harbor = scopeFor(DEMO.harbor.companyId);
    await harbor.insert(shippingRates).values([
      {
        method: "Ground",
        courier: "UPS",
        courierCode: "ups_ground",
        basis: "flat",
        priceCents: 899,
        countries: ["US"],
        freeFromCents: 15_000,
        position: 1,
      },
      {
        method: "Express",
        courier: "FedEx",
        courierCode: "fedex_2day",
        basis: "weight",
        brackets: [
          { upToGrams: 500, priceCents: 1499 },
          { upToGrams: 2000, priceCents: 2199 },
          { upToGrams: 10_000, priceCents: 3499 },
        ],
        countries: ["US"],
        position: 2,
      },
      {
        method: "International",
        courier: "DHL",
        courierCode: "dhl_intl",
        basis: "weight",
        brackets: [
          { upToGrams: 1000, priceCents: 2999 },
          { upToGrams: 5000, priceCents: 5999 },
        ],
        countries: ["CA", "GB", "ES", "FR", "DE", "MX"],
        position: 3,
      },
    ]);
    await harbor.insert(pickupLocations).values([
      {
        name: "Clubhouse Front Desk",
        address: "1 Harbor Way, Newport, RI 02840",
        hours: {
          ...weekdays("8:00 AM - 8:00 PM"),
          saturday: "9:00 AM - 6:00 PM",
          sunday: "9:00 AM - 2:00 PM",
        },
        position: 1,
      },
      {
        name: "Marina Store",
        address: "Pier 3, Newport, RI 02840",
        hours: { friday: "10:00 AM - 6:00 PM", saturday: "10:00 AM - 6:00 PM", sunday: "10:00 AM - 4:00 PM" },
        position: 2,
      },
    ]);
    const sierra = scopeFor(DEMO.sierra.companyId);
    await sierra.insert(shippingRates).values([
      {
        method: "Estándar",
        courier: "Correos",
        courierCode: "correos",
        basis: "flat",
        priceCents: 495,
        countries: ["ES"],
        position: 1,
      },
    ]);
    await sierra.insert(pickupLocations).values([
      {
        name: "Recepción del club",
        address: "Camino de la Sierra 1, Navacerrada",
        hours: { ...weekdays("9:00 - 20:00"), saturday: "10:00 - 14:00" },
      },
    ]);
  },
};
