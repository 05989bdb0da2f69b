import { createContext, type ReactNode, useContext, useMemo } from "react";
import { createFormatter, type FormatSettings, type Formatter } from "./formatter.ts";

const DEFAULTS: FormatSettings = { currency: "USD", locale: "en-us", timezone: "UTC" };

const FormatContext = createContext<Formatter>(createFormatter(DEFAULTS));

export function FormatProvider({ settings, children }: { settings: FormatSettings; children: ReactNode }) {
  const { currency, locale, timezone } = settings;
  const formatter = useMemo(
    () => createFormatter({ currency, locale, timezone }),
    [currency, locale, timezone],
  );
  return <FormatContext.Provider value={formatter}>{children}</FormatContext.Provider>;
}

/** Money and date formatting in the club's currency, locale and time zone. */
export const useFormat = (): Formatter => useContext(FormatContext);
