import { api } from "../../../lib/api-client.ts";

/** POST /signout. Its 401 (already signed out) is fine, and must not send us back to /logout. */
export const signOut = (): Promise<unknown> => api.post("/signout", { on401: "ignore" });
