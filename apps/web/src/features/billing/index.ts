/**
 * Billing's pieces other features use: the billing tabs (the orders page sits under them), and
 * the overdue invoices the paywall lists first (issue 28's overdue policy).
 */
export { useOverdueInvoices } from "./api/get-overdue-invoices.ts";
export { BillingTabs } from "./components/billing-tabs.tsx";
export { OverdueInvoices } from "./components/overdue-invoices.tsx";
