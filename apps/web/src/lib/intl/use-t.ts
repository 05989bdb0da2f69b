import { useCallback } from "react";
import { type PrimitiveType, useIntl } from "react-intl";

/** What a message's placeholders take in a plain-text string. */
export type MessageValues = Record<string, PrimitiveType>;

/** A translator of message ids: `t("wallet.title")`, `t("wallet.edit", { name })`. */
export type Translate = (id: string, values?: MessageValues) => string;

/** The current language's translator, for components that show catalogue strings. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id: string, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}
