/**
 * The demo's well-known ids and logins, shared by every feature's seed and by the tests, so
 * that no feature reaches into another's demo file.
 */
import { randomBytes } from "node:crypto";
import { demoId } from "./demo-seed.ts";

export const DEMO = {
  networkId: demoId("network:coastal"),
  harbor: {
    companyId: demoId("company:harbor"),
    domainId: demoId("domain:harbor"),
    domain: "harbor.localhost",
  },
  sierra: {
    companyId: demoId("company:sierra"),
    domainId: demoId("domain:sierra"),
    domain: "sierra.localhost",
  },
} as const;

export const DEMO_CUSTOMERS = {
  member: { id: demoId("customer:harbor:member"), email: "member@harbor.example" },
  memberAtSierra: { id: demoId("customer:sierra:member"), email: "member@harbor.example" },
  guest: { id: demoId("customer:harbor:guest"), email: "guest@harbor.example" },
  newPassword: { id: demoId("customer:harbor:newpass"), email: "newpass@harbor.example" },
  pastDue: { id: demoId("customer:harbor:pastdue"), email: "pastdue@harbor.example" },
  onHold: { id: demoId("customer:harbor:onhold"), email: "onhold@harbor.example" },
  /** Eleanor's family: the two sub-members of her family membership (no login of their own yet). */
  familyPartner: { id: demoId("customer:harbor:family-partner"), email: "james.whitfield@harbor.example" },
  familyChild: { id: demoId("customer:harbor:family-child"), email: "lily.whitfield@harbor.example" },
  socio: { id: demoId("customer:sierra:socio"), email: "socio@sierra.example" },
  invitado: { id: demoId("customer:sierra:invitado"), email: "invitado@sierra.example" },
} as const;

export const DEMO_STAFF = {
  owner: { id: demoId("staff:owner"), email: "staff@harbor.example" },
  sierraManager: { id: demoId("staff:sierra-manager"), email: "gerente@sierra.example" },
  /** Harbor Club's read-only staff user (issue 31: the viewer level). */
  harborViewer: { id: demoId("staff:harbor-viewer"), email: "viewer@harbor.example" },
  /** Harbor Club's manager (issue 32: the back office's journeys are "as a manager of Harbor Club"). */
  harborManager: { id: demoId("staff:harbor-manager"), email: "manager@harbor.example" },
} as const;

/**
 * The demo member's wallet at Harbor Club (payments seeds the sandbox's side, wallet the
 * member's methods). Sandbox references are letters only, like every sandbox id.
 */
/**
 * A processor reference made anew for each process that seeds a demo database: never a fixed,
 * published one that anybody could name in a payment. Kept on globalThis, because tests load
 * this module afresh for each file (test/fresh-modules.ts) over a copy of a database that an
 * earlier load seeded, and must name the references that database holds.
 */
const processWide = globalThis as { crestDemoRefs?: Map<string, string> };
processWide.crestDemoRefs ??= new Map();
const demoRefs = processWide.crestDemoRefs;
function freshRef(name: string, prefix: string): string {
  const ref = demoRefs.get(name) ?? `${prefix}_${randomBytes(12).toString("hex")}`;
  demoRefs.set(name, ref);
  return ref;
}

export const DEMO_WALLET = {
  processorId: "harbor-sandbox",
  visa: { id: demoId("wallet:harbor:member:visa"), token: freshRef("visa", "pm") },
  mastercard: { id: demoId("wallet:harbor:member:mastercard"), token: freshRef("mastercard", "pm") },
  amex: { id: demoId("wallet:harbor:member:amex"), token: freshRef("amex", "pm") },
  verifiedBank: { id: demoId("wallet:harbor:member:checking"), ref: freshRef("verifiedBank", "ba") },
  pendingBank: { id: demoId("wallet:harbor:member:savings"), ref: freshRef("pendingBank", "ba") },
} as const;

/** The demo's surveys by uid (Harbor Club's, and Club Sierra's Spanish form). */
export const DEMO_SURVEYS = {
  registration: "new-member-registration",
  nomination: "member-nomination",
  personalDetails: "personal-details",
  guestPassExperience: "guest-pass-visit",
  /** The public three-form survey, in its order. */
  visit: ["visit-about-you", "visit-documents", "visit-signature"],
  mediaRelease: "media-release",
  sierraSatisfaction: "encuesta-satisfaccion",
} as const;

/** The demo's membership plans, cards and subscriptions (memberships seeds them). */
export const DEMO_MEMBERSHIPS = {
  plans: {
    family: demoId("membership-plan:harbor:family"),
    individual: demoId("membership-plan:harbor:individual"),
    marina: demoId("membership-plan:harbor:marina-add-on"),
    socio: demoId("membership-plan:sierra:socio"),
  },
  cards: {
    memberFamily: demoId("membership-card:harbor:member:family"),
    memberMarina: demoId("membership-card:harbor:member:marina"),
    partner: demoId("membership-card:harbor:family-partner"),
    child: demoId("membership-card:harbor:family-child"),
    pastDue: demoId("membership-card:harbor:pastdue"),
    onHold: demoId("membership-card:harbor:onhold"),
    newPassword: demoId("membership-card:harbor:newpass"),
    socio: demoId("membership-card:sierra:socio"),
    memberAtSierra: demoId("membership-card:sierra:member"),
  },
  /** pastdue@'s failed transaction (two periods owed) and on-hold's. */
  transactions: {
    pastDue: demoId("subscription-transaction:harbor:pastdue"),
    onHold: demoId("subscription-transaction:harbor:onhold"),
  },
} as const;

/**
 * The demo catalogue (issue #12): Harbor's shop and dining menu, Club Sierra's smaller shop.
 * `lastUnits` has only a few units left (the drop bench races for it); the hoodie has variants.
 */
export const DEMO_CATALOGUE = {
  harbor: {
    hoodie: demoId("product:harbor:hoodie"),
    hoodieNavyM: demoId("variant:harbor:hoodie:navy-m"),
    cap: demoId("product:harbor:cap"),
    tote: demoId("product:harbor:tote"),
    mug: demoId("product:harbor:mug"),
    polo: demoId("product:harbor:polo"),
    lastUnits: demoId("product:harbor:burgee"),
    burger: demoId("product:harbor:burger"),
    apparel: demoId("category:harbor:apparel"),
    hoodies: demoId("category:harbor:hoodies"),
    dinner: demoId("category:harbor:dinner"),
  },
  sierra: {
    camiseta: demoId("product:sierra:camiseta"),
    gorra: demoId("product:sierra:gorra"),
  },
  /** Units of `lastUnits` at the start. */
  lastUnitsOnHand: 3,
} as const;
