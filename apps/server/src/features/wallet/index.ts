/** The wallet feature's public API: its services and types, never its tables. */

export { isHouseAccountEnabled, setHouseAccountEnabled } from "./house-account-repository.ts";
export {
  billingSourceFor,
  billingSourcesFor,
  paymentSourceFor,
  saveCardFromPayment,
} from "./payment-source.ts";
export { getWallet } from "./service.ts";
