import { type RenderOptions, type RenderResult, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { WithoutMotion } from "./without-motion.tsx";

export type Catalogue = Readonly<Record<string, string>>;

export interface IntlRenderOptions extends Omit<RenderOptions, "wrapper"> {
  /** A catalogue such as `messages.es`; without one every string falls back to its defaultMessage. */
  messages?: Catalogue;
  locale?: string;
  timeZone?: string;
}

/**
 * Renders inside an IntlProvider. When a catalogue is given, an id missing from it throws, so a
 * test fails as soon as a widget uses a string nobody translated.
 */
export function renderWithIntl(
  ui: ReactElement,
  { messages, locale = "en", timeZone, ...options }: IntlRenderOptions = {},
): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={messages ?? {}}
      timeZone={timeZone}
      onError={(error) => {
        if (messages === undefined && error.code === "MISSING_TRANSLATION") return;
        throw error;
      }}
    >
      <WithoutMotion>{children}</WithoutMotion>
    </IntlProvider>
  );
  return render(ui, { wrapper, ...options });
}
