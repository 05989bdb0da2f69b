import { shippingEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";

/** GET /api/checkout/shipping/local: the club's pickup locations with their hours now (when enabled). */
export const usePickupLocations = (enabled = true) =>
  useQuery({ ...endpointQuery(["checkout", "pickup"], shippingEndpoints.pickupLocations), enabled });
