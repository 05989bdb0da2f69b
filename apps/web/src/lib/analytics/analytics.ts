/**
 * The club's analytics (config.analytics), loaded only when the club configured a script and
 * the visitor accepted analytics cookies on the cookie page (docs/decisions/web.md "Analytics").
 * `src` is the script's URL; every other key becomes a data- attribute of the script tag
 * (`domain` → `data-domain`, as Plausible, Umami and Matomo's tag manager read them).
 */

export type AnalyticsConsent = "accepted" | "declined";

const CONSENT_KEY = "crest.analytics-consent";
const MARKER = "data-crest-analytics";

export function analyticsConsent(): AnalyticsConsent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

export function storeAnalyticsConsent(consent: AnalyticsConsent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage refused (private browsing): the choice lasts for this page only.
  }
}

/** Whether the club configured analytics at all (the cookie page only asks then). */
export const hasAnalytics = (analytics: Record<string, string>): boolean => Boolean(analytics.src);

const dataAttribute = (key: string): string => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Adds the club's analytics script once, if configured and accepted; true when it is on the page. */
export function loadAnalytics(analytics: Record<string, string>, doc: Document = document): boolean {
  const { src, ...data } = analytics;
  if (!src || analyticsConsent() !== "accepted") return false;
  if (doc.querySelector(`script[${MARKER}]`)) return true;
  const script = doc.createElement("script");
  script.async = true;
  script.src = src;
  script.setAttribute(MARKER, "");
  for (const [key, value] of Object.entries(data)) script.setAttribute(dataAttribute(key), value);
  doc.head.append(script);
  return true;
}
