/** Turns tenancy rows into the spec's shapes (spec-1 §3). */
import {
  type Company,
  type Domain,
  formatPhone,
  type MobileApp,
  type PortalConfig,
  portalConfigInputSchema,
} from "@crest/domain";
import type { CompanyRow, DomainRow, MobileAppRow, NetworkRow } from "./tables.ts";

/** Minutes east of UTC for an IANA zone, right now. */
export function timezoneOffsetMinutes(timeZone: string, at = new Date()): number {
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(
      at,
    );
    const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
    const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === "-" ? -minutes : minutes;
  } catch {
    return 0;
  }
}

export function companyView(row: CompanyRow): Company {
  const cityLine = [row.city, [row.state, row.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    iconUrl: row.iconUrl,
    biography: row.biography,
    website: row.website,
    email: row.email,
    // Shown in the one phone format (spec-2 §5) by the server, so the home page formats nothing
    // (the formatter's metadata is too large for it).
    phone: row.phone ? formatPhone(row.phone) : null,
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    timezone: row.timezone,
    timezoneOffset: timezoneOffsetMinutes(row.timezone),
    backgroundColor: row.backgroundColor,
    fullAddress: [row.address, row.address2, cityLine, row.country].filter(Boolean).join(", "),
  };
}

export const fullUrlOf = (domain: DomainRow): string =>
  `${domain.allowSsl && !domain.name.endsWith(".localhost") ? "https" : "http"}://${domain.name}`;

export function domainView(row: DomainRow): Domain {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    type: row.type,
    externalEmailId: row.externalEmailId,
    externalDomainId: row.externalDomainId,
    externalSslId: row.externalSslId,
    sslRegistered: row.sslRegistered,
    emailAuthenticated: row.emailAuthenticated,
    registered: row.registered,
    settings: row.settings,
    config: portalConfigInputSchema.parse(row.config),
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    allowSsl: row.allowSsl,
    fullUrl: fullUrlOf(row),
    default: row.isDefault,
    passwordProtected: row.passwordProtected,
    pageStyleId: row.pageStyleId,
    paymentProcessorId: row.paymentProcessorId,
    authenticatedPageStyleId: row.authenticatedPageStyleId,
    memberPageStyleId: row.memberPageStyleId,
    environment: row.environment,
    version: row.version,
    configVersion: row.configVersion,
  };
}

export function mobileAppView(row: MobileAppRow): MobileApp {
  const config = row.config as MobileApp["config"];
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    status: row.status,
    package: row.package,
    versionCode: row.versionCode,
    domainId: row.domainId,
    credentialsId: row.credentialsId,
    config: {
      ...config,
      iphoneScreenshots: config.iphoneScreenshots ?? [],
      ipadScreenshots: config.ipadScreenshots ?? [],
    },
  };
}

/** GET /config: the domain's stored config with the spec's defaults filled in, plus company. */
export function portalConfigView(
  domain: DomainRow,
  company: CompanyRow,
  network: NetworkRow | null,
  app: MobileAppRow | undefined,
): PortalConfig {
  const settings = portalConfigInputSchema.parse(domain.config);
  const appId = app ? (app.config as MobileApp["config"]).appId : undefined;
  return {
    ...settings,
    id: domain.id,
    domainId: domain.id,
    companyId: company.id,
    domainName: domain.name,
    token: domain.token,
    key: domain.publicKey,
    globalNetwork:
      network && settings.settings.globalNetworks ? { id: network.id, name: network.name } : null,
    company: companyView(company),
    mobileApp: app && appId ? { appId, name: app.name } : null,
  };
}
