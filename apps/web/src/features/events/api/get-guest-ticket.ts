import { publicEventEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { eventKeys } from "./event-keys.ts";

/** GET /api/public/passes/guest-ticket/{serial}: a ticket by its link, without signing in. */
export const useGuestTicket = (serial: string) =>
  useQuery(
    endpointQuery(eventKeys.guestTicket(serial), publicEventEndpoints.guestTicket, { params: { serial } }),
  );
