/** The config feature's public API: tenancy lookups other features may use. */

export {
  findCompany,
  findMobileApp,
  getDomain,
  listDomains,
  updateDomainConfig,
} from "./repository.ts";
export { configRoutes } from "./routes.ts";
export { companies, domains, globalNetworks, mobileApps } from "./tables.ts";
export {
  CONFIG_CHANNEL,
  createTenantResolver,
  domainNameForHost,
  type Tenant,
  type TenantResolver,
} from "./tenant-resolver.ts";
export { companyView, domainView, fullUrlOf, mobileAppView } from "./views.ts";
