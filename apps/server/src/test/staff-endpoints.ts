/**
 * Every staff endpoint, found among `@crest/domain`'s exports (an endpoint, or a group of
 * endpoints), so a test over staff routes covers a new one without anyone listing it. The
 * permission levels' test checks this list against the app's OpenAPI document.
 */
import * as domain from "@crest/domain";
import { type Endpoint, requiredStaffLevel, type StaffLevel } from "@crest/domain";

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" &&
  value !== null &&
  "method" in value &&
  "path" in value &&
  "access" in value &&
  "errors" in value;

/** Every endpoint with `access: "staff"`, once each, with the level it needs. */
export function staffEndpoints(): (Endpoint & { needs: StaffLevel })[] {
  const found = new Map<string, Endpoint & { needs: StaffLevel }>();
  for (const exported of Object.values(domain)) {
    const candidates = isEndpoint(exported)
      ? [exported]
      : typeof exported === "object" && exported !== null
        ? Object.values(exported)
        : [];
    for (const endpoint of candidates)
      if (isEndpoint(endpoint) && endpoint.access === "staff")
        found.set(`${endpoint.method} ${endpoint.path}`, {
          ...endpoint,
          needs: requiredStaffLevel(endpoint),
        });
  }
  return [...found.values()];
}

/** `METHOD /path/{param}` as the OpenAPI document names a route, for a `:param` path. */
export const openApiKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:(\w+)/g, "{$1}")}`;

/** The staff routes a viewer is refused (`METHOD /path/{param}`): every write, and the owners' reads. */
export const refusedToViewer = (): Set<string> =>
  new Set(
    staffEndpoints()
      .filter((endpoint) => endpoint.needs !== "viewer")
      .map((endpoint) => openApiKey(endpoint.method, endpoint.path)),
  );
