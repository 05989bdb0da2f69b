import { publicEventEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { eventKeys } from "./event-keys.ts";

/**
 * GET /api/events/{id}/waitlist: the member's place in the event's line and any offer held for
 * them (a 404, the member not in line, leaves no data). Asked only of a signed-in member, for an
 * event with a waitlist.
 */
export const useWaitlistEntry = (eventId: string, enabled: boolean) =>
  useQuery({
    ...endpointQuery(eventKeys.waitlist(eventId), publicEventEndpoints.waitlistEntry, {
      params: { eventId },
    }),
    enabled,
  });
