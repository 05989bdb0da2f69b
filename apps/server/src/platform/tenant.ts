/**
 * The club a request or a job acts for, as the platform knows it (the config feature resolves
 * it from the Host and keeps it cached: features/config/tenant-resolver.ts).
 */
import type { Language, PortalConfig } from "@crest/domain";
import type { Precompressed } from "../lib/precompressed.ts";

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
  /** The club's own address (its default domain's), for links when PUBLIC_URL is unset. */
  publicUrl: string;
  language: Language;
  config: PortalConfig;
  /** /config's answer on the wire (and gzipped), made once per cache fill: the hottest answer. */
  configAnswer: Precompressed;
  /** The config as the web app holds it (camelCase), for the block embedded in index.html. */
  configEmbedJson: string;
  /** The clubs of this club's global network (itself included); empty without a network. */
  networkLocations: NetworkLocationSummary[];
}
