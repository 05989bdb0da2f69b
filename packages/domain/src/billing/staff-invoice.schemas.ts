/**
 * One invoice as staff see it (issue 32 item 6): the invoice row (totals, tax, status, due day),
 * the house-account charges it gathers, its member, and when staff last mailed it.
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { ledgerTransactionSchema } from "./billing.schemas.ts";

/** Staff mailing an invoice again within this many minutes of the last time mail nothing more. */
export const INVOICE_SEND_WINDOW_MINUTES = 5;

export const staffInvoiceParamsSchema = z.object({ invoiceId: z.uuid() });

export const staffInvoiceSchema = z.object({
  invoice: ledgerTransactionSchema,
  /** The charges the invoice gathers, oldest first. */
  lines: z.array(ledgerTransactionSchema),
  member: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** Still owed after its due day (the club's calendar). */
  overdue: z.boolean(),
  /** When staff last mailed it; null when never. */
  lastSentAt: dateTimeSchema.nullable(),
});
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>;

/** POST …/send: whether this request mailed it, or a send within the window already had. */
export const staffInvoiceSendSchema = z.object({ sent: z.boolean(), lastSentAt: dateTimeSchema });
export type StaffInvoiceSend = z.infer<typeof staffInvoiceSendSchema>;
