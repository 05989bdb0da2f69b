/**
 * Every feature, in dependency order: a feature's demo seed may use the ids of those above it,
 * and its account facet is merged after theirs. Adding a feature is adding its manifest here;
 * app.ts, the schema, the demo loader, the job runner and housekeeping all read this list.
 */
import type { FeatureManifest } from "../platform/feature.ts";
import { accountFeature } from "./account/manifest.ts";
import { addressesFeature } from "./addresses/manifest.ts";
import { adminFeature } from "./admin/manifest.ts";
import { appScreenshotFeature } from "./app-screenshot/manifest.ts";
import { authFeature } from "./auth/manifest.ts";
import { billingFeature } from "./billing/manifest.ts";
import { bookingsFeature } from "./bookings/manifest.ts";
import { cartFeature } from "./cart/manifest.ts";
import { catalogueFeature } from "./catalogue/manifest.ts";
import { checkoutFeature } from "./checkout/manifest.ts";
import { configFeature } from "./config/manifest.ts";
import { contentFeature } from "./content/manifest.ts";
import { customersFeature } from "./customers/manifest.ts";
import { directoryFeature } from "./directory/manifest.ts";
import { eventsFeature } from "./events/manifest.ts";
import { houseCreditsFeature } from "./house-credits/manifest.ts";
import { jobsFeature } from "./jobs/manifest.ts";
import { limitsFeature } from "./limits/manifest.ts";
import { mailFeature } from "./mail/manifest.ts";
import { mediaFeature } from "./media/manifest.ts";
import { membershipsFeature } from "./memberships/manifest.ts";
import { notificationsFeature } from "./notifications/manifest.ts";
import { ordersFeature } from "./orders/manifest.ts";
import { paymentsFeature } from "./payments/manifest.ts";
import { perksFeature } from "./perks/manifest.ts";
import { realtimeFeature } from "./realtime/manifest.ts";
import { referenceFeature } from "./reference/manifest.ts";
import { reportsFeature } from "./reports/manifest.ts";
import { shippingFeature } from "./shipping/manifest.ts";
import { staffAuditFeature } from "./staff-audit/manifest.ts";
import { staffMembersFeature } from "./staff-members/manifest.ts";
import { surveysFeature } from "./surveys/manifest.ts";
import { walletFeature } from "./wallet/manifest.ts";

export const features: readonly FeatureManifest[] = [
  configFeature,
  referenceFeature,
  jobsFeature,
  limitsFeature,
  mailFeature,
  mediaFeature,
  customersFeature,
  authFeature,
  membershipsFeature,
  paymentsFeature,
  walletFeature,
  accountFeature,
  adminFeature,
  surveysFeature,
  catalogueFeature,
  addressesFeature,
  shippingFeature,
  houseCreditsFeature,
  cartFeature,
  ordersFeature,
  checkoutFeature,
  directoryFeature,
  realtimeFeature,
  notificationsFeature,
  contentFeature,
  eventsFeature,
  bookingsFeature,
  perksFeature,
  // Its demo closes a year of the demo member's months: after the memberships and orders it reads.
  billingFeature,
  // Issue 31 (staffapi): the audit log of staff writes, and members for staff.
  staffAuditFeature,
  staffMembersFeature,
  appScreenshotFeature,
  // Issue 32 item 9: the back office's reports (reads other features' aggregates).
  reportsFeature,
];
