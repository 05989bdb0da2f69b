/** Delivery options' public API (the contract with checkout): quotes and choices, never the tables. */
export { resolveDiningChoice } from "./dining-service.ts";
export {
  type Parcel,
  pickupLocationsNow,
  quoteShippingRates,
  type ResolvedShippingChoice,
  requoteShippingChoice,
  resolveShippingChoice,
} from "./service.ts";
