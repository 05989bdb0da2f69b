/** Delivery options' public API (the contract with checkout): quotes and choices, never the tables. */
export {
  type Parcel,
  pickupLocationsNow,
  quoteShippingRates,
  type ResolvedShippingChoice,
  requoteShippingChoice,
  resolveShippingChoice,
} from "./service.ts";
