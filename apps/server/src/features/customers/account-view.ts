/**
 * The customer's account as the API answers it (spec-2 §3 Customer account, spec-1 §3
 * Customer): their row, their standing (password flag, membership, house account: each from
 * the feature that owns it) and the network locations they belong to.
 */
import { type Account, formatPhone } from "@crest/domain";
import { siteOrigin } from "../../platform/contexts.ts";
import type { CustomerStanding } from "../../platform/feature.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import type { CustomerRow } from "./tables.ts";

export type NetworkLocation = Account["globalNetworks"][number];

/** spec-1 §6: only portal version Version4 locations are listed. */
const LISTED_PORTAL_VERSION = "Version4";

/**
 * The network locations this person belongs to (their own club included), when the club has
 * global networks switched on; otherwise none.
 */
export async function networkLocationsOf(
  context: ServiceContext,
  customer: CustomerRow,
): Promise<NetworkLocation[]> {
  const { tenant } = context;
  if (!tenant.config.globalNetwork || !tenant.config.settings.globalNetworks) return [];
  // The network's clubs come cached with the tenant; only this person's memberships are read.
  const locations = tenant.networkLocations.filter(
    (location) => location.portalVersion === LISTED_PORTAL_VERSION,
  );
  const mine = new Set(
    await context.platform.network.companiesOfUser(
      context.scope,
      customer.userId,
      locations.map((location) => location.companyId),
    ),
  );
  return locations
    .filter((location) => mine.has(location.companyId))
    .map((location) => ({
      id: location.companyId,
      name: location.name,
      url: siteOrigin(location.url, context.platform.config),
      version: location.portalVersion,
      current: location.companyId === tenant.companyId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || a.name.localeCompare(b.name));
}

export function accountView(
  customer: CustomerRow,
  standing: CustomerStanding,
  globalNetworks: NetworkLocation[],
): Account {
  const phone = customer.phoneNumber
    ? {
        countryCode: customer.phoneCountryCode,
        number: customer.phoneNumber,
        full: formatPhone(customer.phoneNumber, customer.phoneCountryCode),
      }
    : null;
  return {
    id: customer.id,
    userId: customer.userId,
    companyId: customer.companyId,
    email: customer.email,
    pendingEmail: customer.pendingEmail,
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    fullName: [customer.firstName, customer.middleName, customer.lastName].filter(Boolean).join(" "),
    gender: customer.gender,
    birthdate: customer.birthdate,
    companyName: customer.companyName,
    companyTitle: customer.companyTitle,
    address: customer.address,
    address2: customer.address2,
    address3: customer.address3,
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
    country: customer.country,
    mobile: customer.mobile,
    phone,
    website: customer.website,
    optInEmail: customer.optInEmail,
    optInSms: customer.optInSms,
    private: customer.private,
    profilePhoto: customer.profilePhoto,
    totalTouchpoints: customer.totalTouchpoints,
    homeHouseId: customer.homeHouseId,
    isMember: standing.isMember,
    houseAccountEnabled: standing.houseAccountEnabled,
    emailVerified: customer.emailVerifiedAt !== null,
    flag: standing.flag,
    advanced: customer.advanced,
    globalNetworks,
  };
}

/** The account answer for a customer of the context's club. */
export async function loadAccount(context: ServiceContext, customer: CustomerRow): Promise<Account> {
  const [standings, networks] = await Promise.all([
    context.platform.standing.load(context.scope, [customer.id]),
    networkLocationsOf(context, customer),
  ]);
  const standing = standings.get(customer.id) ?? { flag: null, isMember: false, houseAccountEnabled: false };
  return accountView(customer, standing, networks);
}
