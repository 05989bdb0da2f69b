import { call } from "../../../lib/endpoint-call.ts";

/**
 * POST /api/public/global-switch: spends the pass another club of the network issued, with
 * this browser's nonce cookie, and signs its person in here. 409 `signed_in_as_other` when
 * someone else is signed in in this browser (the pass is then still good).
 */
export const arriveFromNetwork = (pass: string) =>
  call(
    () => import("@crest/domain/auth/auth.endpoints").then((m) => m.authEndpoints.arriveFromNetwork),
    { body: { pass } },
    { on401: "ignore" },
  );
