import { type BlockType, bookingEndpoints, type SlotPathType } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { call, endpointQuery } from "../../../lib/endpoint-call.ts";
import { bookingKeys } from "./booking-keys.ts";

/** GET /api/reservations: the club's resources of a kind (every kind for "all"). */
export const useResources = (blockType: BlockType | "all") =>
  useQuery({
    queryKey: bookingKeys.resources(blockType),
    queryFn: () => call(bookingEndpoints.resources, { query: blockType === "all" ? {} : { blockType } }),
  });

/** GET /api/reservations/{id}. */
export const useResource = (resourceId: string | undefined) =>
  useQuery({
    ...endpointQuery(bookingKeys.resource(resourceId ?? ""), bookingEndpoints.resource, {
      params: { resourceId: resourceId ?? "" },
    }),
    enabled: Boolean(resourceId),
  });

export interface SlotsFilter {
  from: string;
  to: string;
  partySize?: number;
  serviceId?: string;
  therapistId?: string;
}

/** GET /api/{type}/{id}/slots for one local day. */
export const useSlots = (type: SlotPathType, resourceId: string, filter: SlotsFilter, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.slots(resourceId, { type, ...filter }),
    queryFn: () =>
      call(bookingEndpoints.slots, {
        params: { type, resourceId },
        query: { ...filter, therapistId: filter.therapistId ?? "anyone" },
      }),
    enabled,
  });
