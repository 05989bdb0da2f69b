/**
 * Before any journey: the shared customer sessions (support/auth.ts) and the staff sessions
 * (support/club-config.ts), made once for the run, so parallel journeys neither sign the same
 * user in twice nor spend the per-address sign-in limit on it.
 */
import { request } from "@playwright/test";
import { SHARED_USERS, storeSession } from "./auth.ts";
import { storeStaffSession } from "./club-config.ts";
import { HARBOR } from "./clubs.ts";

export default async function globalSetup(): Promise<void> {
  for (const user of SHARED_USERS) {
    const context = await request.newContext();
    try {
      await storeSession(context, user);
    } finally {
      await context.dispose();
    }
  }
  await storeStaffSession(HARBOR);
}
