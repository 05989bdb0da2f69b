import type { NavigationKey } from "@crest/domain";
import type { RowFacts } from "./page-config.ts";

const plus = { needsPlus: true } as const;

/**
 * The route rows behind the main-navigation items (spec-2 §1, spec-1 §2.2). They live here, not
 * in the route tables, because both the router (app/routes) and the navigation (shell menu, home
 * quick links) read them, and features may not import app/.
 */
export const NAVIGATION_ROWS: Record<NavigationKey, RowFacts & { navigationKey: NavigationKey }> = {
  "my-club": { navigationKey: "my-club", paths: ["/my-club"], needsPlus: false },
  dining: {
    navigationKey: "dining",
    paths: ["/dining", "/dining/:id", "/dining/categories", "/dining/menu"],
    ...plus,
  },
  events: {
    navigationKey: "events",
    paths: ["/events", "/events/:id", "/event/:id"],
    uri: "events",
    ...plus,
  },
  "spa-wellness": {
    navigationKey: "spa-wellness",
    paths: ["/spa-wellness", "/spa-wellness/:id"],
    membersOnly: true,
    ...plus,
  },
  appointments: { navigationKey: "appointments", paths: ["/appointments", "/appointments/:id"], ...plus },
  rooms: { navigationKey: "rooms", paths: ["/rooms", "/rooms/:id"], ...plus },
  directory: { navigationKey: "directory", paths: ["/directory/:tab?/:id?"], membersOnly: true, ...plus },
  messages: { navigationKey: "messages", paths: ["/messages/:id?"], ...plus },
  "guest-pass": { navigationKey: "guest-pass", paths: ["/guest-pass", "/guest-pass/:id/:pin?"], ...plus },
  "club-benefits": { navigationKey: "club-benefits", paths: ["/club-benefits/:tab?"], ...plus },
};

/** The items in the spec's order (the order of NAVIGATION_KEYS in @crest/domain, checked by a test). */
export const NAVIGATION_KEYS_IN_ORDER = Object.keys(NAVIGATION_ROWS) as NavigationKey[];
