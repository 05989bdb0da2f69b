/**
 * What a billing run needs of its club besides the database: the time zone its months turn in,
 * its currency and the language its rows are worded in. Runs take these rather than a request's
 * context, so the demo seed builds a year of invoices and statements with the very same code.
 */
import type { Language } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";

export interface BillingTerms {
  timezone: string;
  currency: string;
  language: Language;
}

/** The club's billing terms from a service context. */
export const termsOf = (context: ServiceContext): BillingTerms => ({
  timezone: context.tenant.config.intl.timezone,
  currency: context.tenant.config.intl.currency,
  language: context.language,
});
