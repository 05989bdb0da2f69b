import { type ReactNode, useMemo } from "react";
import { type IntlConfig, IntlProvider, useIntl } from "react-intl";
import type { Catalogue } from "./catalogue.ts";
import { useLanguage } from "./language-context.ts";

/**
 * Strings that only a lazily loaded part of the app shows (a feature's pages, kept out of the
 * sign-in page's bundle): its `lazy-messages/messages.ts` is left out of the startup catalogue
 * and arrives with the chunk that imports it. This lays them under the app's messages, so a
 * club's own wording (config.intl.messages) still wins; locale, time zone and error handling
 * stay the app's.
 */
export function LazyMessages({ messages, children }: { messages: Catalogue; children: ReactNode }) {
  const intl = useIntl();
  const { language } = useLanguage();
  // react-intl reads each message on its own: strings and parsed messages may sit side by side,
  // although its type says one kind or the other.
  const merged = useMemo(
    () => ({ ...messages[language], ...intl.messages }) as IntlConfig["messages"],
    [messages, language, intl.messages],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      onError={intl.onError}
      messages={merged}
    >
      {children}
    </IntlProvider>
  );
}
