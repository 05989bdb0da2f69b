import { publicEventEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { eventKeys } from "./event-keys.ts";

/** GET /api/events/categories: the filter drawer's tags. */
export const useEventCategories = () =>
  useQuery(endpointQuery([...eventKeys.all, "categories"], publicEventEndpoints.categories, {}));
