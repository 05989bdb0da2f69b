/**
 * Routes for signed-in customers (spec-1 §2.2, spec-2 §2), in the spec's order. The plan
 * redirects (/login, /, guest pass and voucher) are rules of the router builder, not rows.
 */
import { NAVIGATION_ROWS } from "../../lib/routing/navigation-rows.ts";
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
  {
    id: "account-event",
    paths: ["/account/event/:id/:action?"],
    page: pages.myEvent,
    uri: "account",
    ...lounge,
  },
  { id: "account-tab", paths: ["/account/:tab/:subTab?/:id?"], uri: "account", ...lounge },
  {
    id: "account-wallet",
    paths: ["/account/wallet/:subTab?/:id?"],
    page: pages.wallet,
    uri: "account",
    ...lounge,
  },
  {
    id: "account-addresses",
    paths: ["/account/addresses"],
    page: pages.addresses,
    uri: "account",
    ...lounge,
  },
  {
    id: "account-wallet-tickets",
    paths: ["/account/wallet/tickets"],
    page: pages.myTickets,
    uri: "account",
    ...lounge,
  },
  {
    id: "account-memberships",
    paths: ["/account/memberships"],
    page: pages.memberships,
    uri: "account",
    ...lounge,
  },
  // The link an invitation to join someone's membership carries (a visitor signs in here first).
  {
    id: "account-membership-invitation",
    paths: ["/account/memberships/invitations/:id"],
    page: pages.membershipInvitation,
    uri: "account",
    ...lounge,
  },
  {
    id: "account-billing",
    paths: ["/account/billing/:billingTab?/:id?"],
    page: pages.billing,
    uri: "account",
    ...lounge,
  },
  {
    id: "account-invoices",
    paths: ["/account/billing/invoices", "/account/billing/invoices/:id"],
    page: pages.billing,
    uri: "account",
    ...lounge,
  },
  {
    id: "account-transactions",
    paths: ["/account/billing/transactions", "/account/billing/transactions/:id"],
    page: pages.billing,
    uri: "account",
    ...lounge,
  },
  {
    id: "account-orders",
    paths: ["/account/billing/orders", "/account/billing/orders/:id"],
    page: pages.orders,
    uri: "account",
    ...lounge,
  },
  { id: "account-perks", paths: ["/account/perks"], page: pages.perks, uri: "account", ...lounge },
  {
    id: "account-surveys",
    paths: ["/account/surveys"],
    page: pages.accountSurveys,
    uri: "account",
    ...lounge,
  },
  { id: "account-profile", paths: ["/account/profile"], page: pages.profile, uri: "account", ...lounge },
  { id: "activities", paths: ["/activities", "/activities/:id"], page: pages.clubContent, ...plus },
  { id: "appointments", ...NAVIGATION_ROWS.appointments, page: pages.bookings },
  { id: "blogs", paths: ["/blogs", "/blogs/:id", "/blog/:id"], page: pages.clubContent, ...plus },
  { id: "checkout", paths: ["/checkout"], page: pages.checkout, ...plus },
  { id: "club-benefits", ...NAVIGATION_ROWS["club-benefits"], page: pages.clubContent },
  // Error links (from e-mails, other apps) must open for every signed-in member, Lounge too.
  { id: "error", paths: ["/error/:response?"], page: pages.error, ...lounge },
  { id: "register", paths: ["/register"], page: pages.register, ...plus },
  { id: "dining", ...NAVIGATION_ROWS.dining, page: pages.dining },
  { id: "directory", ...NAVIGATION_ROWS.directory, page: pages.directory },
  { id: "events", ...NAVIGATION_ROWS.events, page: pages.events },
  { id: "forgot-password", paths: ["/forgot-password"], page: pages.forgotPassword, ...plus },
  { id: "guest-pass", ...NAVIGATION_ROWS["guest-pass"] },
  { id: "guest-ticket", paths: ["/guest-tickets/:serial"], page: pages.guestTicket, ...lounge },
  { id: "guest-voucher", paths: ["/guest-vouchers/:id/:pin"], page: pages.guestVoucher, ...plus },
  { id: "home", paths: ["/"], page: pages.home, uri: "home", ...lounge },
  {
    id: "notifications",
    paths: ["/notifications", "/notifications/:tab"],
    page: pages.notifications,
    ...lounge,
  },
  // A message arrives by e-mail and on the bell (served on Lounge too): its link must open there.
  { id: "messages", ...NAVIGATION_ROWS.messages, page: pages.messages, ...lounge },
  {
    id: "my-schedule",
    paths: ["/my-schedule", "/my-schedule/reservations/:id"],
    page: pages.mySchedule,
    ...lounge,
  },
  { id: "my-club", ...NAVIGATION_ROWS["my-club"], page: pages.myClub },
  { id: "pages", paths: ["/pages/:id"], page: pages.clubContent, ...plus },
  { id: "passbook", paths: ["/passbook/:id"], page: pages.passbook, ...plus },
  { id: "rooms", ...NAVIGATION_ROWS.rooms, page: pages.bookings },
  {
    id: "product",
    paths: ["/product", "/product/categories", "/product/menu"],
    page: pages.product,
    ...plus,
  },
  { id: "spa-wellness", ...NAVIGATION_ROWS["spa-wellness"], page: pages.bookings },
  // Mailed links: a member signed in on a Lounge club must reach them too (docs/decisions/auth-and-accounts.md).
  { id: "password-reset", paths: ["/password-reset/:id?"], page: pages.resetPassword, ...lounge },
  { id: "verify-email", paths: ["/verify-email/:id?"], page: pages.verifyEmail, ...lounge },
  { id: "email-change-undo", paths: ["/email-change/undo/:id"], page: pages.emailChangeUndo, ...lounge },
  { id: "privacy", paths: ["/privacy"], page: pages.legal, ...lounge },
  { id: "terms", paths: ["/terms"], page: pages.legal, ...lounge },
  { id: "faq", paths: ["/faq/:arg?"], page: pages.faq, ...lounge },
  { id: "cookie", paths: ["/cookie"], page: pages.legal, ...lounge },
  ...surveyRows,
];
