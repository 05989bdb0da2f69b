/**
 * Host header → club. Answers are cached briefly per host because every request asks; a
 * config change clears the cache on this instance at once and on the others through
 * PostgreSQL NOTIFY, with the TTL as a safety net should a notification be missed. The cache
 * is bounded: a flood of made-up Host headers cannot grow it (see lru-cache.ts).
 */
import { languageOf, portalConfigSchema, toWire, withWireCurrency } from "@crest/domain";
import type { DatabaseHandle } from "../../db/client.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { LruCache } from "../../lib/lru-cache.ts";
import { precompress } from "../../lib/precompressed.ts";
import type { NetworkLocationSummary, Tenant } from "../../platform/tenant.ts";
import {
  defaultDomainNameOf,
  findDomainByName,
  findMobileAppOf,
  findNetworkLocations,
} from "./host-repository.ts";
import { fullUrlOf, portalConfigView } from "./views.ts";

const CACHE_TTL_MS = 30_000;
/** Known clubs are few; the cap only matters against made-up hosts. */
const CACHE_MAX_HOSTS = 1_000;
/** Unknown hosts are remembered in a small set of their own, so they cannot evict real clubs. */
const UNKNOWN_MAX_HOSTS = 256;
/** Host names longer than DNS allows are unknown without a lookup (and never cached). */
const MAX_HOST_LENGTH = 253;

export type { NetworkLocationSummary, Tenant };

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
  const known = new LruCache<string, { tenant: Tenant; expires: number }>(CACHE_MAX_HOSTS);
  /** A company's default domain, for jobs and staff: companies are few and their domains rarely move. */
  const domainOfCompany = new LruCache<string, string>(CACHE_MAX_HOSTS);
  const unknown = new LruCache<string, number>(UNKNOWN_MAX_HOSTS);

  async function load(name: string): Promise<Tenant | null> {
    const found = await findDomainByName(handle.db, name);
    if (!found) return null;
    const app = await findMobileAppOf(handle.db, found.company.id);
    const config = portalConfigView(found.domain, found.company, found.network, app);
    const configJson = JSON.stringify(
      withWireCurrency(config.intl.currency, () => toWire(portalConfigSchema, config)),
    );
    const locations = config.globalNetwork
      ? await findNetworkLocations(handle.db, config.globalNetwork.id)
      : [];
    return {
      companyId: found.company.id,
      domainId: found.domain.id,
      domainName: found.domain.name,
      publicUrl: fullUrlOf(found.domain),
      language: languageOf(config.intl.locale),
      config,
      configAnswer: precompress(configJson),
      configEmbedJson: JSON.stringify(config),
      networkLocations: locations.map(({ company, domain }) => ({
        companyId: company.id,
        name: company.name,
        portalVersion: company.portalVersion,
        url: fullUrlOf(domain),
      })),
    };
  }

  function cachedByName(name: string): Tenant | null | undefined {
    const now = Date.now();
    const hit = known.get(name);
    if (hit && hit.expires > now) return hit.tenant;
    const miss = unknown.get(name);
    if (miss !== undefined && miss > now) return null;
    return undefined;
  }

  /**
   * Loads under way by host: the requests that miss the cache at once (a burst when its entry
   * expires) share one load rather than each reading and compressing the club's config.
   */
  const loading = new Map<string, Promise<Tenant | null>>();
  /** Bumped by every invalidation: a load that began before one is answered but not cached. */
  let generation = 0;

  async function resolveName(name: string): Promise<Tenant | null> {
    if (name.length > MAX_HOST_LENGTH) return null;
    const cached = cachedByName(name);
    if (cached !== undefined) return cached;
    const underWay = loading.get(name);
    if (underWay) return underWay;
    const started = generation;
    const pending = load(name).then((tenant) => {
      if (generation !== started) return tenant;
      const expires = Date.now() + CACHE_TTL_MS;
      if (tenant) known.set(name, { tenant, expires });
      else unknown.set(name, expires);
      return tenant;
    });
    loading.set(name, pending);
    try {
      return await pending;
    } finally {
      if (loading.get(name) === pending) loading.delete(name);
    }
  }

  function forgetAll(): void {
    generation += 1;
    loading.clear();
    known.clear();
    unknown.clear();
    domainOfCompany.clear();
  }

  return {
    /** The cached answer for a host, or undefined when it must be looked up (resolve). */
    cached(host: string | undefined): Tenant | null | undefined {
      const name = domainNameForHost(host, defaultDomain);
      return name.length > MAX_HOST_LENGTH ? null : cachedByName(name);
    },
    resolve(host: string | undefined): Promise<Tenant | null> {
      return resolveName(domainNameForHost(host, defaultDomain));
    },
    /** The club of a company id, by its default domain (jobs and staff act on companies). */
    async forCompany(companyId: string): Promise<Tenant> {
      let name = domainOfCompany.get(companyId);
      if (name === undefined) {
        name = await defaultDomainNameOf(handle.db, companyId);
        if (name) domainOfCompany.set(companyId, name);
      }
      const tenant = name ? await resolveName(name) : null;
      if (!tenant) throw new NotFoundError();
      return tenant;
    },
    /** Forget every cached answer. */
    invalidate: forgetAll,
    /** Tell every instance, this one included, that a domain's config changed. */
    async announceChange(domainId: string): Promise<void> {
      forgetAll();
      await handle.notify(CONFIG_CHANNEL, domainId);
    },
    /** How many hosts are cached (known, unknown): for tests of the bound. */
    size(): { known: number; unknown: number } {
      return { known: known.size, unknown: unknown.size };
    },
  };
}

export type TenantResolver = ReturnType<typeof createTenantResolver>;
