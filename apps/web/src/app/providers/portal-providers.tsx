import type { Language, PortalConfig } from "@crest/domain";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { IntlProvider } from "react-intl";
import { PortalConfigContext } from "../../features/config/index.ts";
import { loadAnalytics } from "../../lib/analytics/analytics.ts";
import { setClubCurrency } from "../../lib/api-client.ts";
import { FormatProvider } from "../../lib/format/format-context.tsx";
import { toBcp47 } from "../../lib/format/formatter.ts";
import { messagesFor } from "../../lib/intl/catalogue.ts";
import { initialLanguage, storeLanguage } from "../../lib/intl/language.ts";
import { LanguageContext } from "../../lib/intl/language-context.ts";
import { onIntlError } from "../../lib/intl/on-intl-error.ts";
import { NotificationProvider } from "../../lib/notifications/notification-context.tsx";
import { type ThemeSettings, ThemeSettingsContext } from "../../lib/theme/theme-settings.ts";
import { applyDocumentHead } from "./document-head.ts";

/** The club's locale when it speaks the chosen language (es-mx for Spanish), else the bare language. */
const intlLocale = (clubLocale: string, language: Language): string =>
  clubLocale.toLowerCase().startsWith(language) ? toBcp47(clubLocale) : language;

/**
 * Everything the screens read from the club's config: theme settings, language, formatting,
 * head tags. antd's own provider is mounted only by screens drawn with antd (lib/theme/antd-theme.tsx).
 */
export function PortalProviders({ config, children }: { config: PortalConfig; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage(config.intl.locale));
  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);
  const languageState = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  // The wire's amounts are in the club's currency; set before any screen asks the API.
  setClubCurrency(config.intl.currency);

  // Before the first paint, so the club's colours and title never flash the defaults.
  useLayoutEffect(() => applyDocumentHead(config, language), [config, language]);
  // The club's analytics, when configured and accepted on the cookie page.
  useEffect(() => {
    loadAnalytics(config.analytics);
  }, [config.analytics]);

  const messages = useMemo(
    () => messagesFor(language, config.intl.messages),
    [language, config.intl.messages],
  );
  const themeSettings = useMemo<ThemeSettings>(
    () => ({ theme: config.theme, colors: config.props.colors, rtl: config.intl.rtl, language }),
    [config.theme, config.props.colors, config.intl.rtl, language],
  );

  return (
    <PortalConfigContext.Provider value={config}>
      <LanguageContext.Provider value={languageState}>
        <IntlProvider
          locale={intlLocale(config.intl.locale, language)}
          defaultLocale="en"
          messages={messages}
          timeZone={config.intl.timezone}
          onError={onIntlError}
        >
          <FormatProvider settings={config.intl}>
            <ThemeSettingsContext.Provider value={themeSettings}>
              <NotificationProvider>{children}</NotificationProvider>
            </ThemeSettingsContext.Provider>
          </FormatProvider>
        </IntlProvider>
      </LanguageContext.Provider>
    </PortalConfigContext.Provider>
  );
}
