/** Queries on survey endpoints: a survey to answer by one customer about one reference. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type SurveyEndpointRow, surveyEndpoints } from "./tables.ts";

export const insertEndpoint = (
  scope: TenantScope,
  values: Omit<typeof surveyEndpoints.$inferInsert, "companyId" | "id" | "createdAt">,
): Promise<SurveyEndpointRow> => scope.insertOne(surveyEndpoints, values);

/** A customer's endpoints by uid, in the order asked; others' (and unknown uids) are left out. */
export async function endpointsByUids(
  scope: TenantScope,
  customerId: string,
  uids: readonly string[],
): Promise<SurveyEndpointRow[]> {
  if (uids.length === 0) return [];
  const rows = await scope
    .select()
    .from(surveyEndpoints)
    .where(and(eq(surveyEndpoints.customerId, customerId), inArray(surveyEndpoints.uid, [...uids])));
  const byUid = new Map(rows.map((row) => [row.uid, row]));
  return uids.flatMap((uid) => byUid.get(uid) ?? []);
}

export const endpointsOfCustomer = (scope: TenantScope, customerId: string): Promise<SurveyEndpointRow[]> =>
  scope
    .select()
    .from(surveyEndpoints)
    .where(eq(surveyEndpoints.customerId, customerId))
    .orderBy(asc(surveyEndpoints.createdAt));

export const endpointsOfReference = (
  scope: TenantScope,
  referenceType: string,
  referenceId: string,
): Promise<SurveyEndpointRow[]> =>
  scope
    .select()
    .from(surveyEndpoints)
    .where(
      and(eq(surveyEndpoints.referenceType, referenceType), eq(surveyEndpoints.referenceId, referenceId)),
    )
    .orderBy(asc(surveyEndpoints.createdAt));
