/** The staff audit log's public API. */
export { listAudit } from "./service.ts";
