import type { Language, PortalConfig } from "@crest/domain";
import { ConfigProvider } from "antd";
import esES from "antd/locale/es_ES";
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useState } from "react";
import { IntlProvider } from "react-intl";
import { PortalConfigContext } from "../../features/config/index.ts";
import { setClubCurrency } from "../../lib/api-client.ts";
import { FormatProvider } from "../../lib/format/format-context.tsx";
import { toBcp47 } from "../../lib/format/formatter.ts";
import { messagesFor } from "../../lib/intl/catalogue.ts";
import { initialLanguage, storeLanguage } from "../../lib/intl/language.ts";
import { LanguageContext } from "../../lib/intl/language-context.ts";
import { onIntlError } from "../../lib/intl/on-intl-error.ts";
import { NotificationProvider } from "../../lib/notifications/notification-context.tsx";
import { applyDocumentHead } from "./document-head.ts";
import { themeConfig } from "./theme-config.ts";

/** The club's locale when it speaks the chosen language (es-mx for Spanish), else the bare language. */
const intlLocale = (clubLocale: string, language: Language): string =>
  clubLocale.toLowerCase().startsWith(language) ? toBcp47(clubLocale) : language;

/** Everything the screens read from the club's config: theme, language, formatting, head tags. */
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

  const messages = useMemo(
    () => messagesFor(language, config.intl.messages),
    [language, config.intl.messages],
  );
  const theme = useMemo(() => themeConfig(config.theme), [config.theme]);
  const drawer = useMemo(
    () => ({ styles: { body: { padding: config.theme.drawerPadding } } }),
    [config.theme.drawerPadding],
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
            <ConfigProvider
              theme={theme}
              direction={config.intl.rtl ? "rtl" : "ltr"}
              locale={language === "es" ? esES : undefined}
              drawer={drawer}
            >
              <NotificationProvider>{children}</NotificationProvider>
            </ConfigProvider>
          </FormatProvider>
        </IntlProvider>
      </LanguageContext.Provider>
    </PortalConfigContext.Provider>
  );
}
