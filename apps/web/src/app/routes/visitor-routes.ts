/**
 * Routes open to visitors (spec-1 §2.1). /login and every other path show the login page;
 * the builder adds those two. Visitors pass no plan, page or membership gate.
 */
import { pages } from "./pages.ts";
import type { RouteRow } from "./route-row.ts";

export const visitorRoutes: RouteRow[] = [
  { id: "error", paths: ["/error/:response?"], page: pages.error },
  { id: "passbook", paths: ["/passbook/:id"], page: pages.passbook },
  { id: "forgot-password", paths: ["/forgot-password"], page: pages.forgotPassword },
  { id: "guest-pass", paths: ["/guest-pass/:id/:pin?"], page: pages.guestPass },
  { id: "guest-ticket", paths: ["/guest-tickets/:serial"], page: pages.guestTicket },
  // The public events catalogue (spec-2 §6: visitors browse it; buying asks them to sign in).
  { id: "events", paths: ["/events", "/events/:id", "/event/:id"], page: pages.events },
  { id: "guest-voucher", paths: ["/guest-vouchers/:id/:pin"], page: pages.guestVoucher },
  { id: "password-reset", paths: ["/password-reset/:id"], page: pages.resetPassword },
  { id: "register", paths: ["/register"], page: pages.register },
  { id: "activate", paths: ["/activate/:code"], page: pages.activate },
  { id: "verify-email", paths: ["/verify-email/:id?"], page: pages.verifyEmail },
  { id: "email-change-undo", paths: ["/email-change/undo/:id"], page: pages.emailChangeUndo },
  { id: "calendar-redirect", paths: ["/redirect/calendar/:type"] },
  { id: "actions", paths: ["/actions/:action?"] },
  { id: "survey", paths: ["/survey/:id", "/surveys/:id", "/form/:id"], page: pages.survey },
  { id: "schedule", paths: ["/schedule/*"] },
  { id: "privacy", paths: ["/privacy"], page: pages.legal },
  { id: "terms", paths: ["/terms"], page: pages.legal },
  { id: "cookie", paths: ["/cookie"], page: pages.legal },
  { id: "faq", paths: ["/faq/:arg?"], page: pages.faq },
];
