import { type SubMember, subMemberSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { membershipKeys } from "./membership-keys.ts";
import { subMembersPath } from "./sub-members-path.ts";

const listSchema = z.array(subMemberSchema);

/** GET /api/account/memberships/{parentCardId}/members: the card's additional members. */
export const getSubMembers = (parentCardId: string): Promise<SubMember[]> =>
  api.get(subMembersPath(parentCardId), { schema: listSchema });

export const subMembersQuery = (parentCardId: string) =>
  queryOptions({
    queryKey: membershipKeys.subMembers(parentCardId),
    queryFn: () => getSubMembers(parentCardId),
  });

export const useSubMembers = (parentCardId: string, enabled: boolean) =>
  useQuery({ ...subMembersQuery(parentCardId), enabled });
