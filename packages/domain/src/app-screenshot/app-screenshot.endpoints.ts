/** GET /admin/api/app/screenshot (spec-1 §7, issue 31 item 5): the member app's home as a PNG. */
import { defineEndpoint } from "../common/endpoint.ts";

export const appScreenshotEndpoints = {
  screenshot: defineEndpoint({
    method: "GET",
    path: "/admin/api/app/screenshot",
    access: "staff",
    tags: ["admin"],
    summary:
      "The member app's home on the selected domain, with its current theme, as a PNG (503 not_setup without Chromium)",
    errors: [401, 403, 404, 503],
  }),
};
