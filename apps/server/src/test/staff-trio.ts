/**
 * The three staff sessions a back-office route's test asks as: Harbor's owner (staff@), Harbor's
 * viewer (viewer@, refused writes) and Club Sierra's manager (another club: 404).
 */
import type { FastifyInstance } from "fastify";
import { DEMO_STAFF } from "../demo/demo-ids.ts";
import { signInStaff } from "./customer-session.ts";
import { HARBOR, request, SIERRA } from "./test-app.ts";

export type StaffWho = "owner" | "viewer" | "sierra";
export type StaffMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Signs the three in; answers a request as one of them (a JSON body when given). */
export async function signInStaffTrio(app: FastifyInstance) {
  const cookies: Record<StaffWho, string> = {
    owner: await signInStaff(app, HARBOR),
    viewer: await signInStaff(app, HARBOR, DEMO_STAFF.harborViewer.email),
    sierra: await signInStaff(app, SIERRA, DEMO_STAFF.sierraManager.email),
  };
  return (who: StaffWho, method: StaffMethod, url: string, payload?: object) =>
    request(app, who === "sierra" ? SIERRA : HARBOR, {
      method,
      url,
      headers: { cookie: cookies[who] },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
}
