/** Billing's pieces other features use: the billing tabs (the orders page sits under them). */
export { BillingTabs } from "./components/billing-tabs.tsx";
