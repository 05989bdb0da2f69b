import { publicEventEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { eventKeys } from "./event-keys.ts";

/** GET /api/events/{id}: one event with its ticket types. */
export const eventQuery = (eventId: string) =>
  endpointQuery(eventKeys.detail(eventId), publicEventEndpoints.get, { params: { eventId } });

export const useEvent = (eventId: string | undefined) =>
  useQuery({ ...eventQuery(eventId ?? ""), enabled: Boolean(eventId) });
