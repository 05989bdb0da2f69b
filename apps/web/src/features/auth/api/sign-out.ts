import { call } from "../../../lib/endpoint-call.ts";

const signOutEndpoint = () =>
  import("@crest/domain/auth/auth.endpoints").then((module) => module.authEndpoints.signOut);

/** POST /signout. Its 401 (already signed out) is fine, and must not send us back to /logout. */
export const signOut = () => call(signOutEndpoint, undefined, { on401: "ignore" });
