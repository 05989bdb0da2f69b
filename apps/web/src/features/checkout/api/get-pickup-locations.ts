import { type PickupLocation, pickupLocationSchema } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** GET /api/checkout/shipping/local: the club's pickup locations with their hours now. */
export const getPickupLocations = (): Promise<PickupLocation[]> =>
  api.get("/api/checkout/shipping/local", { schema: z.array(pickupLocationSchema) });

export const usePickupLocations = () =>
  useQuery({ queryKey: ["checkout", "pickup"], queryFn: getPickupLocations });
