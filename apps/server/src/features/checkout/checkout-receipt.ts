/** The receipt e-mail of a checkout, in the club's language, queued in the order's transaction. */
import { formatMoney, type Order } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import { customerContactOf } from "../customers/index.ts";
import { enqueueMail, type MailMessage } from "../mail/index.ts";
import { type NewNotification, notify } from "../notifications/index.ts";

const WORDING = {
  en: {
    subject: (club: string, number: number) => `${club}: order confirmation #${number}`,
    greeting: (name: string) => `Hello ${name},`,
    thanks: "Thank you for your order. Here is your receipt.",
    total: "Total",
    credits: "House credits",
    charged: "Charged",
  },
  es: {
    subject: (club: string, number: number) => `${club}: confirmación del pedido n.º ${number}`,
    greeting: (name: string) => `Hola, ${name}:`,
    thanks: "Gracias por su pedido. Este es su recibo.",
    total: "Total",
    credits: "Créditos de la casa",
    charged: "Cobrado",
  },
} as const;

/** Queues the receipt to the customer who placed the order, and raises their bell's notification. */
export async function sendReceipt(context: ServiceContext, customerId: string, order: Order): Promise<void> {
  const receipt = await receiptOf(context, customerId, order);
  await enqueueMail(context, receipt.mail);
  // The bell's "Order placed", in the same transaction as the receipt (issue 29).
  await notify(context, receipt.notification);
}

/**
 * The receipt's mail to the customer who placed the order, and their bell's "Order placed": what
 * `sendReceipt` writes, for a checkout that writes them with the order's other writes.
 */
export async function receiptOf(
  context: ServiceContext,
  customerId: string,
  order: Order,
): Promise<{ mail: MailMessage; notification: NewNotification }> {
  const customer = await customerContactOf(context, customerId);
  const words = WORDING[context.language];
  const { currency, locale } = context.tenant.config.intl;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const lines = order.items.map((item) => `${item.quantity} × ${item.title}: ${money(item.subTotal)}`);
  const text = [
    words.greeting(customer.firstName),
    "",
    words.thanks,
    "",
    ...lines,
    "",
    `${words.total}: ${money(order.total)}`,
    ...(order.creditsApplied > 0 ? [`${words.credits}: -${money(order.creditsApplied)}`] : []),
    `${words.charged}: ${money(order.charge)}`,
  ].join("\n");
  return {
    mail: {
      to: customer.email,
      subject: words.subject(context.tenant.config.company.name, order.number),
      text,
      kind: "receipt",
    },
    notification: {
      customerId,
      kind: "order_placed",
      facts: { orderNumber: String(order.number), total: money(order.total) },
      link: `/account/billing/orders/${order.id}`,
    },
  };
}
