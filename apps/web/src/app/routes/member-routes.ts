/**
 * Routes for signed-in customers (spec-1 §2.2, spec-2 §2), in the spec's order. The plan
 * redirects (/login, /, guest pass and voucher) are rules of the router builder, not rows.
 */
import { pages } from "./pages.ts";
import type { RouteRow } from "./route-row.ts";

/** Rows served on a Lounge club too (spec-1 §2.2 "routes that do not need the Plus plan"). */
const lounge = { needsPlus: false } as const;
const plus = { needsPlus: true } as const;

export const surveyRows: RouteRow[] = [
  {
    id: "survey",
    paths: ["/survey/:id", "/surveys/:id", "/form/:id"],
    page: pages.survey,
    uri: "surveys",
    ...lounge,
  },
];

export const memberRoutes: RouteRow[] = [
  { id: "account", paths: ["/account"], page: pages.profile, ...lounge },
  { id: "account-event", paths: ["/account/event/:id/:action?"], uri: "account", ...lounge },
  { id: "account-tab", paths: ["/account/:tab/:subTab?/:id?"], uri: "account", ...lounge },
  { id: "account-wallet", paths: ["/account/wallet/:subTab?/:id?"], uri: "account", ...lounge },
  { id: "account-wallet-tickets", paths: ["/account/wallet/tickets"], uri: "account", ...lounge },
  { id: "account-memberships", paths: ["/account/memberships"], uri: "account", ...lounge },
  { id: "account-billing", paths: ["/account/billing/:billingTab?/:id?"], uri: "account", ...lounge },
  {
    id: "account-invoices",
    paths: ["/account/billing/invoices", "/account/billing/invoices/:id"],
    uri: "account",
    ...lounge,
  },
  {
    id: "account-transactions",
    paths: ["/account/billing/transactions", "/account/billing/transactions/:id"],
    uri: "account",
    ...lounge,
  },
  {
    id: "account-orders",
    paths: ["/account/billing/orders", "/account/billing/orders/:id"],
    uri: "account",
    ...lounge,
  },
  { id: "account-perks", paths: ["/account/perks"], uri: "account", ...lounge },
  {
    id: "account-surveys",
    paths: ["/account/surveys"],
    page: pages.accountSurveys,
    uri: "account",
    ...lounge,
  },
  { id: "account-profile", paths: ["/account/profile"], page: pages.profile, uri: "account", ...lounge },
  { id: "activities", paths: ["/activities", "/activities/:id"], ...plus },
  {
    id: "appointments",
    paths: ["/appointments", "/appointments/:id"],
    navigationKey: "appointments",
    ...plus,
  },
  { id: "blogs", paths: ["/blogs", "/blogs/:id", "/blog/:id"], ...plus },
  { id: "checkout", paths: ["/checkout"], ...plus },
  { id: "club-benefits", paths: ["/club-benefits/:tab?"], navigationKey: "club-benefits", ...plus },
  { id: "error", paths: ["/error/:response?"], page: pages.error, ...plus },
  { id: "register", paths: ["/register"], page: pages.register, ...plus },
  {
    id: "dining",
    paths: ["/dining", "/dining/:id", "/dining/categories", "/dining/menu"],
    navigationKey: "dining",
    ...plus,
  },
  {
    id: "directory",
    paths: ["/directory/:tab?/:id?"],
    membersOnly: true,
    navigationKey: "directory",
    ...plus,
  },
  {
    id: "events",
    paths: ["/events", "/events/:id", "/event/:id"],
    navigationKey: "events",
    uri: "events",
    ...plus,
  },
  { id: "forgot-password", paths: ["/forgot-password"], page: pages.forgotPassword, ...plus },
  { id: "guest-pass", paths: ["/guest-pass", "/guest-pass/:id/:pin?"], navigationKey: "guest-pass", ...plus },
  { id: "guest-ticket", paths: ["/guest-tickets/:serial"], ...lounge },
  { id: "guest-voucher", paths: ["/guest-vouchers/:id/:pin"], ...plus },
  { id: "home", paths: ["/"], page: pages.home, uri: "home", ...lounge },
  { id: "notifications", paths: ["/notifications", "/notifications/:tab"], ...lounge },
  { id: "messages", paths: ["/messages/:id?"], navigationKey: "messages", ...plus },
  { id: "my-schedule", paths: ["/my-schedule", "/my-schedule/reservations/:id"], ...lounge },
  { id: "my-club", paths: ["/my-club"], page: pages.myClub, navigationKey: "my-club", ...lounge },
  { id: "pages", paths: ["/pages/:id"], ...plus },
  { id: "passbook", paths: ["/passbook/:id"], ...plus },
  { id: "rooms", paths: ["/rooms", "/rooms/:id"], navigationKey: "rooms", ...plus },
  { id: "product", paths: ["/product", "/product/categories", "/product/menu"], ...plus },
  {
    id: "spa-wellness",
    paths: ["/spa-wellness", "/spa-wellness/:id"],
    membersOnly: true,
    navigationKey: "spa-wellness",
    ...plus,
  },
  // Mailed links: a member signed in on a Lounge club must reach them too (docs/decisions.md).
  { id: "password-reset", paths: ["/password-reset/:id?"], page: pages.resetPassword, ...lounge },
  { id: "verify-email", paths: ["/verify-email/:id?"], page: pages.verifyEmail, ...lounge },
  { id: "privacy", paths: ["/privacy"], page: pages.legal, ...lounge },
  { id: "terms", paths: ["/terms"], page: pages.legal, ...lounge },
  { id: "faq", paths: ["/faq/:arg?"], page: pages.faq, ...lounge },
  { id: "cookie", paths: ["/cookie"], page: pages.legal, ...lounge },
  ...surveyRows,
];
