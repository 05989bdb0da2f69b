/** The mail feature: the outbox and its delivery job. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { sendMailJob } from "./send-mail-job.ts";
import * as tables from "./tables.ts";

export const mailFeature: FeatureManifest = {
  name: "mail",
  tables,
  jobs: [sendMailJob],
};
