import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { IntlProvider } from "react-intl";
import { accountQuery } from "../../features/account/index.ts";
import { configQuery } from "../../features/config/index.ts";
import { messagesFor } from "../../lib/intl/catalogue.ts";
import { browserLanguage } from "../../lib/intl/language.ts";
import { onIntlError } from "../../lib/intl/on-intl-error.ts";
import { PortalProviders } from "../providers/portal-providers.tsx";
import { AppRouter } from "../routes/app-router.tsx";
import { StartupError } from "./startup-error.tsx";
import { StartupLoading } from "./startup-loading.tsx";
import { warmMemberRoutes } from "./warm-member-routes.ts";

/** Screens shown before the club's config exists speak the browser's language. */
function BeforeConfig({ children }: { children: ReactNode }) {
  const language = browserLanguage();
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={messagesFor(language)} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

/**
 * Loads the club's config and the session together (GET /config and GET /api/account), then
 * hands over to the router. A visitor is whoever the account call answers 401 for.
 */
export function Startup() {
  const config = useQuery(configQuery);
  const account = useQuery(accountQuery);
  useEffect(() => {
    if (config.data) warmMemberRoutes(config.data);
  }, [config.data]);

  const error = config.error ?? account.error;
  if (error) {
    const retry = () => {
      if (config.error) void config.refetch();
      if (account.error) void account.refetch();
    };
    return (
      <BeforeConfig>
        <StartupError error={error} onRetry={retry} />
      </BeforeConfig>
    );
  }
  if (!config.data || account.data === undefined) {
    return (
      <BeforeConfig>
        <StartupLoading config={config.data} />
      </BeforeConfig>
    );
  }
  return (
    <PortalProviders config={config.data}>
      <AppRouter account={account.data} />
    </PortalProviders>
  );
}
