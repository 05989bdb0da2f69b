import { membershipEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { membershipKeys } from "./membership-keys.ts";

/** GET /api/account/memberships/{parentCardId}/members: the card's additional members. */
export const subMembersQuery = (membershipCardId: string) =>
  endpointQuery(membershipKeys.subMembers(membershipCardId), membershipEndpoints.subMembers, {
    params: { membershipCardId },
  });

export const useSubMembers = (parentCardId: string, enabled: boolean) =>
  useQuery({ ...subMembersQuery(parentCardId), enabled });
