/** The config feature's public API: the club (tenant) and its domains, for other features. */

export { clubOfDomain, insertClub, type NewClub } from "./club-repository.ts";
export {
  type DomainRow,
  findMobileApp,
  getDomain,
  listDomains,
  lockDomainConfig,
  lockDomainConfigVersion,
  setClubPublicKey,
  updateDomainConfig,
} from "./domain-repository.ts";
export { allCompanyIds, findCompaniesByIds } from "./host-repository.ts";
export {
  CONFIG_CHANNEL,
  createTenantResolver,
  domainNameForHost,
  type NetworkLocationSummary,
  type Tenant,
  type TenantResolver,
} from "./tenant-resolver.ts";
export { companyView, domainView, fullUrlOf, mobileAppView } from "./views.ts";
