/** The staff audit log: route() tells it every staff write that succeeded; owners read it. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { staffAuditRoutes } from "./routes.ts";
import { recordStaffWriteInLog } from "./service.ts";
import * as tables from "./tables.ts";

export const staffAuditFeature: FeatureManifest = {
  name: "staff-audit",
  tables,
  setup(app) {
    app.decorate("staffWriteRecorder", recordStaffWriteInLog);
  },
  routes: staffAuditRoutes,
};
