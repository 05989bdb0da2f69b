export { configKeys, configQuery, getConfig } from "./api/get-config.ts";
export { PortalConfigContext, usePortalConfig } from "./config-context.ts";
