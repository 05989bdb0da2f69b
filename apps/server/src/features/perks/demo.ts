/**
 * Perks at the demo clubs (issue 27 item 8): member@ holds a $25 dining voucher (on Mains), a
 * free-drink offer ($5 off a drink), and three guest passes, one already sent to a guest; their
 * house credits are the house-credits feature's. Club Sierra's socio holds a voucher in euros.
 */
import { DEMO, DEMO_CATALOGUE, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId } from "../../demo/demo-seed.ts";
import { newLinkPin, newPassSerial, pinHash } from "./pass-secrets.ts";
import { perkDefinitions, perkPassEvents, perkPasses } from "./tables.ts";

export const DEMO_PERKS = {
  diningVoucher: demoId("perk:harbor:dining-voucher"),
  drinkOffer: demoId("perk:harbor:drink-offer"),
  guestPass: demoId("perk:harbor:guest-pass"),
  sierraVoucher: demoId("perk:sierra:vale"),
  /** member@'s passes. */
  memberVoucher: demoId("pass:harbor:member:dining"),
  memberOffer: demoId("pass:harbor:member:drink"),
  memberGuestPasses: [
    demoId("pass:harbor:member:guest-1"),
    demoId("pass:harbor:member:guest-2"),
    demoId("pass:harbor:member:guest-3"),
  ],
  socioVoucher: demoId("pass:sierra:socio:vale"),
} as const;

const DAY = 86_400_000;

export const perksDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const now = Date.now();
    const harbor = scopeFor(DEMO.harbor.companyId);
    const member = DEMO_CUSTOMERS.member.id;
    await harbor.insert(perkDefinitions).values([
      {
        id: DEMO_PERKS.diningVoucher,
        kind: "voucher",
        name: "$25 Dining Voucher",
        description: "Twenty-five dollars off dinner from the Mains menu.",
        finePrint: "One voucher per order. Not exchangeable for cash.",
        backgroundColor: "#1f3a5f",
        referenceType: "category",
        referenceId: DEMO_CATALOGUE.harbor.dinner,
        valueKind: "amount",
        value: 2_500,
        daysValid: 180,
        transferable: true,
      },
      {
        id: DEMO_PERKS.drinkOffer,
        kind: "offer",
        name: "Free Drink",
        description: "A drink on the house with your next order.",
        finePrint: "Up to $5.00. Drinks menu only.",
        backgroundColor: "#7a3b12",
        referenceType: "category",
        referenceId: demoId("category:harbor:drinks"),
        valueKind: "amount",
        value: 500,
        daysValid: 60,
      },
      {
        id: DEMO_PERKS.guestPass,
        kind: "guest_pass",
        name: "Guest Pass",
        description: "A day at the club for one guest, with the member's privileges.",
        finePrint: "The guest shows this pass at the front desk. Valid once.",
        backgroundColor: "#2f5d50",
        allowSending: true,
        daysValid: 90,
      },
    ]);
    const guestPass = (id: string, index: number) => ({
      id,
      definitionId: DEMO_PERKS.guestPass,
      serial: newPassSerial("guest_pass"),
      customerId: member,
      ownerId: member,
      validOn: new Date(now - (20 - index) * DAY),
      expiresOn: new Date(now + (70 + index) * DAY),
      createdAt: new Date(now - (20 - index) * DAY),
    });
    const [first, second, third] = DEMO_PERKS.memberGuestPasses;
    await harbor.insert(perkPasses).values([
      {
        id: DEMO_PERKS.memberVoucher,
        definitionId: DEMO_PERKS.diningVoucher,
        serial: newPassSerial("voucher"),
        customerId: member,
        ownerId: member,
        validOn: new Date(now - 10 * DAY),
        expiresOn: new Date(now + 170 * DAY),
        createdAt: new Date(now - 10 * DAY),
      },
      {
        id: DEMO_PERKS.memberOffer,
        definitionId: DEMO_PERKS.drinkOffer,
        serial: newPassSerial("offer"),
        customerId: member,
        ownerId: member,
        validOn: new Date(now - 5 * DAY),
        expiresOn: new Date(now + 55 * DAY),
        createdAt: new Date(now - 5 * DAY),
      },
      guestPass(first, 0),
      guestPass(second, 1),
      {
        // Already sent to a guest: its pin was mailed and is kept only as a hash.
        ...guestPass(third, 2),
        ownerId: null,
        guestEmail: "sam.porter@example.org",
        guestName: "Sam Porter",
        pinHash: pinHash(third, newLinkPin()),
        status: "transferred" as const,
        transferredAt: new Date(now - 3 * DAY),
      },
    ]);
    await harbor.insert(perkPassEvents).values(
      [DEMO_PERKS.memberVoucher, DEMO_PERKS.memberOffer, ...DEMO_PERKS.memberGuestPasses].map((passId) => ({
        passId,
        action: "issued" as const,
        actor: "job:demo",
      })),
    );
    await harbor
      .insert(perkPassEvents)
      .values({ passId: third, action: "transferred", actor: `customer:${member}` });

    const sierra = scopeFor(DEMO.sierra.companyId);
    await sierra.insert(perkDefinitions).values({
      id: DEMO_PERKS.sierraVoucher,
      kind: "voucher",
      name: "Vale de 20 €",
      description: "Veinte euros para la tienda o el restaurante del club.",
      finePrint: "Un vale por pedido.",
      backgroundColor: "#8a2d1c",
      valueKind: "amount",
      value: 2_000,
      daysValid: 365,
    });
    await sierra.insert(perkPasses).values({
      id: DEMO_PERKS.socioVoucher,
      definitionId: DEMO_PERKS.sierraVoucher,
      serial: newPassSerial("voucher"),
      customerId: DEMO_CUSTOMERS.socio.id,
      ownerId: DEMO_CUSTOMERS.socio.id,
      validOn: new Date(now - DAY),
      expiresOn: new Date(now + 364 * DAY),
    });
    await sierra
      .insert(perkPassEvents)
      .values({ passId: DEMO_PERKS.socioVoucher, action: "issued", actor: "job:demo" });
  },
};
