/**
 * Platform capabilities a service may need that no tenant scope can give: each is a narrow
 * function built once per app from an allowlisted platform module (see the architecture test),
 * never the raw database handle itself.
 */
import type { AppConfig } from "../config.ts";
import type { TenantScope, WriteListener } from "../db/tenant-scope.ts";
import type { ClubReads } from "./club-reads.ts";
import type { CustomerStanding } from "./customer-standing.ts";
import type { Limits, SignInGuard } from "./limits.ts";
import type { MailSender } from "./mail.ts";
import type { MediaStore } from "./media.ts";
import type { PubSub } from "./pub-sub.ts";
import type { Tenant } from "./tenant.ts";

export interface PlatformServices {
  config: AppConfig;
  tenants: {
    /** The club of a company id (its default domain), from the tenant cache. */
    forCompany(companyId: string): Promise<Tenant>;
    /** Tells every instance, this one included, that a domain's config changed. */
    announceChange(domainId: string): Promise<void>;
  };
  network: {
    /**
     * Cross-tenant by design: the clubs (among `companyIds`) where the person `userId` has an
     * account. Only company ids leave it (one person across a global network, DESIGN §1).
     */
    companiesOfUser(scope: TenantScope, userId: string, companyIds: readonly string[]): Promise<string[]>;
    /**
     * A one-use pass (a minute) for the person from one club of their network to another,
     * bound to the hash of the nonce the destination gave the browser.
     */
    issueSwitch(
      scope: TenantScope,
      pass: { userId: string; fromCompanyId: string; toCompanyId: string; binding: string },
    ): Promise<string>;
    /** Spends a pass at `toCompanyId` with its nonce's hash: the person's user id, or null. */
    redeemSwitch(
      scope: TenantScope,
      redemption: { token: string; binding: string; toCompanyId: string },
    ): Promise<string | null>;
  };
  /** Counters shared by every instance (rate limits, failed sign-ins). */
  limits: Limits;
  /** Slows sign-in guessing per account and address (features/limits/sign-in-guard.ts). */
  signInGuard: SignInGuard;
  /** Where files live (MEDIA_STORE): a local folder, PostgreSQL or an S3 bucket. */
  media: MediaStore;
  /** Null when SMTP_URL is unset: mail then stays pending in the outbox. */
  mail: MailSender | null;
  /** The customer's standing, from every feature that owns a part of it (manifest accountFacet). */
  standing: {
    load(scope: TenantScope, customerIds: readonly string[]): Promise<Map<string, CustomerStanding>>;
  };
  /** Answers kept per club until the rows behind them change (the manifests' cachedReads). */
  clubReads: ClubReads;
  /** Announced by the database when a customer's account rows change, on any instance. */
  accountChanges: {
    /** `handler(customerId)`, or `handler(null)` when anything may have changed (after a reconnect). */
    subscribe(handler: (customerId: string | null) => void): void;
  };
  /**
   * Told by every tenant scope before it writes a table: a write to a table that shapes
   * signed-in customers empties this instance's caches at once (other instances hear it from
   * the database when the change commits).
   */
  onWrite: WriteListener;
  // The cart's registries (`cartItems`, `discountSources`) are added by cart-item-provider.ts and
  // discount-source.ts: their contracts take a ServiceContext, so naming them here would be a cycle.
  jobs: {
    /** Wakes idle job workers on every instance after work was queued (they poll anyway). */
    wake(): void;
  };
  /** Tells every instance something (LISTEN/NOTIFY): the config and account caches and the realtime hub use it. */
  pubsub: PubSub;
}
