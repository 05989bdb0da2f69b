import type { PortalConfig } from "@crest/domain";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-call.ts";

export const configKeys = { all: ["config"] as const };

/** The id of the JSON data block the server embeds in index.html (server: plugins/index-page.ts). */
const EMBEDDED_CONFIG_ID = "crest-config";

/** The config the server embedded in the page, read once; later reads go to the API. */
function takeEmbeddedConfig(): PortalConfig | undefined {
  const element = document.getElementById(EMBEDDED_CONFIG_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    // Embedded as the app holds it (camelCase, message ids and theme tokens as they are).
    return JSON.parse(element.textContent) as PortalConfig;
  } catch {
    return undefined;
  }
}

/** GET /config, decoded through its schema: only when the page came without the config. */
const fetchConfig = (): Promise<PortalConfig> =>
  call(() => import("@crest/domain/config/config.endpoints").then((m) => m.configEndpoints.get));

/**
 * The club's portal config, defaults filled in by the server: embedded in index.html on a
 * normal start (no zod on that path: it would double the startup bundle), else GET /config.
 */
export const getConfig = async (): Promise<PortalConfig> => takeEmbeddedConfig() ?? fetchConfig();

/** Fetched once per visit: it changes only when staff edit the theme, which reloads the page. */
export const configQuery = queryOptions({
  queryKey: configKeys.all,
  queryFn: getConfig,
  // The embedded config is there at once, so the first render already has it.
  initialData: takeEmbeddedConfig,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
