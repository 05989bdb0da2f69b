import type { Language, Theme } from "@crest/domain";
import { createContext, useContext } from "react";

/** What antd's theme is made of: the club's theme tokens and colours, direction and language. */
export interface ThemeSettings {
  theme: Theme;
  /** config.props.colors: named colours a club sets (docs/decisions/web.md "Club colours"). */
  colors: Record<string, string>;
  rtl: boolean;
  language: Language;
}

export const ThemeSettingsContext = createContext<ThemeSettings | null>(null);

export function useThemeSettings(): ThemeSettings {
  const settings = useContext(ThemeSettingsContext);
  if (!settings) throw new Error("useThemeSettings is used outside the portal providers");
  return settings;
}
