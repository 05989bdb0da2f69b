/**
 * Page modules by name, each its own chunk. Route tables point here; pages are swapped by
 * editing one line. Rows without a page are features not built yet (docs/decisions/web.md, "Rows without a page yet").
 */
import type { PageLoader } from "./route-row.ts";

export const pages = {
  login: () => import("../../features/auth/pages/login-page.tsx"),
  logout: () => import("../../features/auth/pages/logout-page.tsx"),
  networkPass: () => import("../../features/account/pages/network-pass-page.tsx"),
  networkArrive: () => import("../../features/account/pages/network-arrive-page.tsx"),
  register: () => import("../../features/auth/pages/register-page.tsx"),
  activate: () => import("../../features/auth/pages/activate-page.tsx"),
  forgotPassword: () => import("../../features/auth/pages/forgot-password-page.tsx"),
  resetPassword: () => import("../../features/auth/pages/reset-password-page.tsx"),
  verifyEmail: () => import("../../features/auth/pages/verify-email-page.tsx"),
  emailChangeUndo: () => import("../../features/auth/pages/email-change-undo-page.tsx"),
  profile: () => import("../../features/account/pages/profile-page.tsx"),
  wallet: () => import("../../features/wallet/pages/wallet-page.tsx"),
  addresses: () => import("../../features/addresses/pages/addresses-page.tsx"),
  product: () => import("../../features/catalogue/pages/product-page.tsx"),
  dining: () => import("../../features/catalogue/pages/dining-page.tsx"),
  legal: () => import("../../features/content/pages/legal-page.tsx"),
  faq: () => import("../../features/content/pages/faq-page.tsx"),
  home: () => import("../../features/home/pages/home-page.tsx"),
  myClub: () => import("../../features/home/pages/my-club-page.tsx"),
  error: () => import("../errors/error-page.tsx"),
  survey: () => import("../../features/surveys/pages/survey-page.tsx"),
  accountSurveys: () => import("../../features/surveys/pages/account-surveys-page.tsx"),
  paywall: () => import("../../features/memberships/pages/paywall-page.tsx"),
  memberships: () => import("../../features/memberships/pages/memberships-page.tsx"),
  membershipInvitation: () => import("../../features/memberships/pages/membership-invitation-page.tsx"),
  passbook: () => import("../../features/memberships/pages/passbook-page.tsx"),
  orders: () => import("../../features/orders/pages/orders-page.tsx"),
  checkout: () => import("../../features/checkout/pages/checkout-page.tsx"),
  directory: () => import("../../features/directory/pages/directory-page.tsx"),
  notifications: () => import("../../features/notifications/pages/notifications-page.tsx"),
  messages: () => import("../../features/notifications/pages/messages-page.tsx"),
  clubContent: () => import("../../features/content/pages/club-content-page.tsx"),
  events: () => import("../../features/events/pages/events-page.tsx"),
  myEvent: () => import("../../features/events/pages/my-event-page.tsx"),
  myTickets: () => import("../../features/events/pages/my-tickets-page.tsx"),
  guestTicket: () => import("../../features/events/pages/guest-ticket-page.tsx"),
} satisfies Record<string, PageLoader>;
