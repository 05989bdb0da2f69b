import { accountEventEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { call, endpointQuery } from "../../../lib/endpoint-call.ts";
import { eventKeys } from "./event-keys.ts";

/** GET /api/account/events: the member's events (upcoming ones), the first page of 100. */
export const useMyEvents = (upcoming: boolean) =>
  useQuery({
    queryKey: eventKeys.myList(upcoming),
    queryFn: () =>
      call(accountEventEndpoints.list, { query: { upcoming: upcoming ? "true" : "false", pageSize: 100 } }),
  });

/** GET /api/account/events/{id}: the event with the member's tickets. */
export const myEventQuery = (eventId: string) =>
  endpointQuery(eventKeys.myEvent(eventId), accountEventEndpoints.get, { params: { eventId } });

export const useMyEvent = (eventId: string | undefined) =>
  useQuery({ ...myEventQuery(eventId ?? ""), enabled: Boolean(eventId) });
