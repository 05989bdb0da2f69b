import type { PortalConfig } from "@crest/domain";
import { createContext, useContext } from "react";

export const PortalConfigContext = createContext<PortalConfig | null>(null);

/** The club's config; available everywhere below the startup gate. */
export function usePortalConfig(): PortalConfig {
  const config = useContext(PortalConfigContext);
  if (!config) throw new Error("usePortalConfig is used outside the startup gate");
  return config;
}
