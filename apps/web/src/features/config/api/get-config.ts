import type { PortalConfig } from "@crest/domain";
import { camelKeys } from "@crest/domain/common/case";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const configKeys = { all: ["config"] as const };

/** The id of the JSON data block the server embeds in index.html (server: plugins/index-page.ts). */
const EMBEDDED_CONFIG_ID = "crest-config";

/** The config the server embedded in the page, read once; later reads go to the API. */
function takeEmbeddedConfig(): PortalConfig | undefined {
  const element = document.getElementById(EMBEDDED_CONFIG_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return camelKeys<PortalConfig>(JSON.parse(element.textContent));
  } catch {
    return undefined;
  }
}

/**
 * The club's portal config, defaults filled in by the server (which serialises it through
 * portalConfigSchema): embedded in index.html on a normal start, else GET /config. Not parsed
 * again here: zod would double the startup bundle.
 */
export const getConfig = async (): Promise<PortalConfig> =>
  takeEmbeddedConfig() ?? api.get<PortalConfig>("/config");

/** Fetched once per visit: it changes only when staff edit the theme, which reloads the page. */
export const configQuery = queryOptions({
  queryKey: configKeys.all,
  queryFn: getConfig,
  // The embedded config is there at once, so the first render already has it.
  initialData: takeEmbeddedConfig,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
