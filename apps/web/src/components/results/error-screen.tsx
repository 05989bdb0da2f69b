import type { ReactNode } from "react";
import { errorScreenFor } from "../../lib/api-error.ts";
import { ErrorResult, ForbiddenResult, NotFoundResult } from "./result-presets.tsx";

/** spec-1 §2.4: 403 → forbidden, 404 and 406 → not found, anything else → the generic screen. */
export function ErrorScreen({ status, extra }: { status: number; extra?: ReactNode }) {
  const screen = errorScreenFor(status);
  if (screen === "forbidden") return <ForbiddenResult extra={extra} />;
  if (screen === "notFound") return <NotFoundResult extra={extra} />;
  return <ErrorResult extra={extra} />;
}
