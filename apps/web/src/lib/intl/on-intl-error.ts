import type { IntlConfig } from "react-intl";

/**
 * spec-1 §8: formatting errors for missing ids or default messages are suppressed (a club's
 * overrides may lag behind the catalogue; the id is shown instead). Anything else is logged.
 */
export const onIntlError: NonNullable<IntlConfig["onError"]> = (error) => {
  if (error.code === "MISSING_TRANSLATION" || error.code === "MISSING_DATA") return;
  console.error(error);
};
