/**
 * Solid tag colours with white text at 4.5:1 or more (WCAG AA): antd's preset light tags
 * (green on pale green, gold on pale yellow) fall short at tag size.
 */
export const TAG = { green: "#2e6b34", blue: "#1d4ed8", gold: "#8a5300" } as const;
