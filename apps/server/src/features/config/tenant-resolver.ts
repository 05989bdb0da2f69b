/**
 * Host header → club. Answers are cached briefly per host because every request asks; a
 * config change clears the entry on this instance at once and on the others through
 * PostgreSQL NOTIFY, with the TTL as a safety net should a notification be missed.
 */

import { gzipSync } from "node:zlib";
import { type Language, languageOf, type PortalConfig, snakeKeys } from "@crest/domain";
import type { DatabaseHandle } from "../../db/client.ts";
import { findDomainByName, findMobileApp, findNetworkLocations } from "./repository.ts";
import { fullUrlOf, portalConfigView } from "./views.ts";

/** A club of the tenant's global network, as members switching between locations see it. */
export interface NetworkLocationSummary {
  companyId: string;
  name: string;
  portalVersion: string;
  url: string;
}

export interface Tenant {
  companyId: string;
  domainId: string;
  domainName: string;
  language: Language;
  config: PortalConfig;
  /** /config's answer, serialised once per cache fill: the hottest response in the portal. */
  configJson: string;
  /** The same, gzip-compressed once, for the browsers that accept it (all of them). */
  configGzip: Buffer;
  /** The clubs of this club's global network (itself included); empty without a network. */
  networkLocations: NetworkLocationSummary[];
}

const CACHE_TTL_MS = 30_000;
export const CONFIG_CHANNEL = "crest_config_changed";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0"]);

/** Lower-case host without port; bare localhost and loopback addresses mean the default domain. */
export function domainNameForHost(host: string | undefined, defaultDomain: string): string {
  const raw = (host ?? "").trim().toLowerCase();
  const name = raw.startsWith("[") ? raw.slice(0, raw.indexOf("]") + 1) : raw.replace(/:\d+$/, "");
  if (name === "" || LOCAL_HOSTS.has(name)) return defaultDomain.replace(/:\d+$/, "");
  return name;
}

export function createTenantResolver(handle: DatabaseHandle, defaultDomain: string) {
  const cache = new Map<string, { tenant: Tenant | null; expires: number }>();

  async function load(name: string): Promise<Tenant | null> {
    const found = await findDomainByName(handle.db, name);
    if (!found) return null;
    const app = await findMobileApp(handle.db, found.company.id);
    const config = portalConfigView(found.domain, found.company, found.network, app);
    const configJson = JSON.stringify(snakeKeys(config));
    const locations = config.globalNetwork
      ? await findNetworkLocations(handle.db, config.globalNetwork.id)
      : [];
    return {
      companyId: found.company.id,
      domainId: found.domain.id,
      domainName: found.domain.name,
      language: languageOf(config.intl.locale),
      config,
      configJson,
      configGzip: gzipSync(configJson, { level: 9 }),
      networkLocations: locations.map(({ company, domain }) => ({
        companyId: company.id,
        name: company.name,
        portalVersion: company.portalVersion,
        url: fullUrlOf(domain),
      })),
    };
  }

  return {
    /** The cached answer for a host, or undefined when it must be looked up (resolve). */
    cached(host: string | undefined): Tenant | null | undefined {
      const hit = cache.get(domainNameForHost(host, defaultDomain));
      return hit && hit.expires > Date.now() ? hit.tenant : undefined;
    },
    async resolve(host: string | undefined): Promise<Tenant | null> {
      const name = domainNameForHost(host, defaultDomain);
      const hit = cache.get(name);
      if (hit && hit.expires > Date.now()) return hit.tenant;
      const tenant = await load(name);
      cache.set(name, { tenant, expires: Date.now() + CACHE_TTL_MS });
      return tenant;
    },
    /** Forget every cached answer (cheap: the cache holds a handful of hosts). */
    invalidate(): void {
      cache.clear();
    },
    /** Tell every instance, this one included, that a domain's config changed. */
    async announceChange(domainId: string): Promise<void> {
      cache.clear();
      await handle.notify(CONFIG_CHANNEL, domainId);
    },
  };
}

export type TenantResolver = ReturnType<typeof createTenantResolver>;
