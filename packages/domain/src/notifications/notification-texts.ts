/**
 * The words of each kind of notification, in English and Spanish, made from its facts when
 * it is read (so a member reads it in their language whenever it was raised). A fact the
 * text names but the notification lacks reads as empty, never as "undefined".
 */
import type { Language } from "../config/config.schemas.ts";
import type { NotificationFacts, NotificationKind } from "./notifications.schemas.ts";

interface Words {
  title: string;
  body: string;
}

type Texts = Record<NotificationKind, (facts: NotificationFacts) => Words>;

const TEXTS: Record<Language, Texts> = {
  en: {
    order_placed: (f) => ({
      title: "Order placed",
      body: `Your order ${f.orderNumber ?? ""} for ${f.total ?? ""} was placed. Thank you!`,
    }),
    ticket_transferred: (f) => ({
      title: "A ticket for you",
      body: `${f.from ?? "A member"} transferred you a ticket to ${f.event ?? "an event"}.`,
    }),
    booking_reminder: (f) => ({
      title: "Booking reminder",
      body: `Your booking "${f.title ?? ""}" starts ${f.when ?? "soon"}.`,
    }),
    payment_failed: (f) => ({
      title: "Payment failed",
      body: `We could not take your payment of ${f.amount ?? ""}. Please update your payment method.`,
    }),
    invoice_due: (f) => ({
      title: "Invoice due",
      body: `Your invoice of ${f.amount ?? ""} is due ${f.due ?? "soon"}.`,
    }),
    club_message: (f) => ({ title: "New message from the club", body: f.subject ?? "" }),
  },
  es: {
    order_placed: (f) => ({
      title: "Pedido realizado",
      body: `Su pedido ${f.orderNumber ?? ""} por ${f.total ?? ""} se ha realizado. ¡Gracias!`,
    }),
    ticket_transferred: (f) => ({
      title: "Una entrada para usted",
      body: `${f.from ?? "Un socio"} le ha transferido una entrada para ${f.event ?? "un evento"}.`,
    }),
    booking_reminder: (f) => ({
      title: "Recordatorio de reserva",
      body: `Su reserva «${f.title ?? ""}» comienza ${f.when ?? "pronto"}.`,
    }),
    payment_failed: (f) => ({
      title: "Pago fallido",
      body: `No pudimos cobrar su pago de ${f.amount ?? ""}. Actualice su método de pago.`,
    }),
    invoice_due: (f) => ({
      title: "Factura pendiente",
      body: `Su factura de ${f.amount ?? ""} vence ${f.due ?? "pronto"}.`,
    }),
    club_message: (f) => ({ title: "Nuevo mensaje del club", body: f.subject ?? "" }),
  },
};

/** A notification's title and body in a language. */
export function notificationText(
  kind: NotificationKind,
  facts: NotificationFacts,
  language: Language,
): Words {
  return TEXTS[language][kind](facts);
}
