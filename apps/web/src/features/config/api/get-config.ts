import type { PortalConfig } from "@crest/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const configKeys = { all: ["config"] as const };

/**
 * GET /config: the club's portal config, defaults filled in by the server (which serialises
 * it through portalConfigSchema). Not parsed again here: zod would double the startup bundle.
 */
export const getConfig = (): Promise<PortalConfig> => api.get<PortalConfig>("/config");

/** Fetched once per visit: it changes only when staff edit the theme, which reloads the page. */
export const configQuery = queryOptions({
  queryKey: configKeys.all,
  queryFn: getConfig,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
