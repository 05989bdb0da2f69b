import { createContext, useContext } from "react";

/**
 * The ids of the route rows that have a screen. The route tables register them (a row with a
 * page, app/routes/screens.ts) and the member shell provides them, so every link, tab and icon
 * asks here before it shows: a link to a row without a screen would only lead to "not found".
 * A feature turns its navigation on by giving its row a page; nothing else changes.
 */
export const ScreensContext = createContext<ReadonlySet<string>>(new Set());

/** The route rows that have a screen (see ScreensContext). */
export const useScreens = (): ReadonlySet<string> => useContext(ScreensContext);
