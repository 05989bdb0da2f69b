/**
 * Every successful write on a staff route, as route() tells it once the handler has answered
 * (docs/decisions/staff-and-admin.md, "Audit log"). The audit feature installs the recorder
 * (`app.staffWriteRecorder`); without one (an app built without that feature) nothing is kept.
 */
import type { Endpoint } from "@crest/domain";
import type { FastifyRequest } from "fastify";
import type { ServiceContext } from "./service-context.ts";

/** One staff write: which endpoint, on what, with what, and how it ended. */
export interface StaffWrite {
  /** The endpoint's method and path template: `POST /admin/api/orders/:orderId/complete`. */
  endpoint: string;
  method: string;
  pathParams: Record<string, string>;
  /** The decoded body, as the handler got it; the recorder keeps a summary without secrets. */
  body: unknown;
  /** The success status the route answered. */
  status: number;
}

export type StaffWriteRecorder = (context: ServiceContext, write: StaffWrite) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** Set by the audit feature's setup. */
    staffWriteRecorder?: StaffWriteRecorder;
  }
}

/**
 * Records a staff write that succeeded. The write has committed by now (routes run their own
 * transactions, several at times, with a processor's call between them), so a failure to
 * record is logged as an error, not answered: the caller must not retry a write that happened.
 */
export async function recordStaffWrite(
  context: ServiceContext,
  endpoint: Endpoint,
  request: FastifyRequest,
  status: number,
): Promise<void> {
  const recorder = request.server.staffWriteRecorder;
  if (!recorder || status >= 400) return;
  const write: StaffWrite = {
    endpoint: `${endpoint.method} ${endpoint.path}`,
    method: endpoint.method,
    pathParams: { ...(request.params as Record<string, string> | undefined) },
    body: request.body,
    status,
  };
  try {
    await recorder(context, write);
  } catch (error) {
    context.log.error(
      { err: error, endpoint: write.endpoint },
      "a staff write was not written to the audit log",
    );
  }
}
