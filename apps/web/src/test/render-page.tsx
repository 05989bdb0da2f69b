import type { Account, PortalConfig } from "@crest/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import { App } from "antd";
import type { ReactElement } from "react";
import { IntlProvider } from "react-intl";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { accountKeys } from "../features/account/api/account-keys.ts";
import { PortalConfigContext } from "../features/config/config-context.ts";
import { messagesFor } from "../lib/intl/catalogue.ts";
import { ThemeSettingsContext } from "../lib/theme/theme-settings.ts";
import { testConfig } from "./fixtures.ts";
import { WithoutMotion } from "./without-motion.tsx";

export interface RenderPageOptions {
  /** The route pattern the page is mounted at, e.g. "/faq/:arg?". */
  route: string;
  /** The URL to open. */
  path: string;
  config?: PortalConfig;
  /** The signed-in customer; null (the default) for a visitor. */
  account?: Account | null;
}

/** Where the router went: pages that navigate away are checked by this text. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/**
 * Renders a page the way the app does: config, theme settings, session, English catalogue (a
 * missing id throws), antd's App context and a memory router. Returns the query client for cache assertions.
 */
export function renderPage(
  page: ReactElement,
  { route, path, config = testConfig(), account = null }: RenderPageOptions,
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(accountKeys.detail(), account);
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: "*", element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <PortalConfigContext.Provider value={config}>
        <ThemeSettingsContext.Provider
          value={{ theme: config.theme, colors: config.props.colors, rtl: config.intl.rtl, language: "en" }}
        >
          <IntlProvider
            locale="en-US"
            defaultLocale="en"
            messages={messagesFor("en")}
            timeZone={config.intl.timezone}
            onError={(error) => {
              throw error;
            }}
          >
            <WithoutMotion>
              <App>
                <RouterProvider router={router} />
              </App>
            </WithoutMotion>
          </IntlProvider>
        </ThemeSettingsContext.Provider>
      </PortalConfigContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
