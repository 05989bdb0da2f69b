import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadAnalytics, storeAnalyticsConsent } from "./analytics.ts";

const scripts = () => document.head.querySelectorAll("script[data-crest-analytics]");

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  for (const script of scripts()) script.remove();
});

describe("loadAnalytics", () => {
  const analytics = {
    src: "https://stats.example/script.js",
    domain: "harbor.example",
    trackOutbound: "true",
  };

  it("loads nothing until the visitor accepted", () => {
    expect(loadAnalytics(analytics)).toBe(false);
    storeAnalyticsConsent("declined");
    expect(loadAnalytics(analytics)).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it("loads the configured script once, with its settings as data attributes", () => {
    storeAnalyticsConsent("accepted");
    expect(loadAnalytics(analytics)).toBe(true);
    expect(loadAnalytics(analytics)).toBe(true);
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.getAttribute("src")).toBe("https://stats.example/script.js");
    expect(script.getAttribute("data-domain")).toBe("harbor.example");
    expect(script.getAttribute("data-track-outbound")).toBe("true");
  });

  it("loads nothing for a club without analytics, whatever the consent", () => {
    storeAnalyticsConsent("accepted");
    expect(loadAnalytics({})).toBe(false);
    expect(scripts()).toHaveLength(0);
  });
});
