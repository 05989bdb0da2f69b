import { usePortalConfig } from "../../features/config/index.ts";
import { pageConfigFor } from "../routes/build-routes.tsx";

/** Where a configurable page lives: the club's path on a Plus club, else the route table's. */
export function useBasePath(uri: string, fallback: string): string {
  const { plan, pages } = usePortalConfig();
  if (plan !== "Plus") return fallback;
  return pageConfigFor(uri, pages)?.path ?? fallback;
}
