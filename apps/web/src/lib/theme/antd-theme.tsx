import { App, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import esES from "antd/locale/es_ES";
// antd's date pickers take their week from dayjs's locale: Spanish weeks start on Monday.
import "dayjs/locale/es";
import { type ReactNode, useMemo } from "react";
import { CalendarIcon, ChevronIcon, CloseIcon } from "../../components/icons.tsx";
import { themeConfig, withoutMotion } from "./antd-theme-config.ts";
import { usePrefersReducedMotion } from "./media-query.ts";
import { useThemeSettings } from "./theme-settings.ts";

/**
 * Where antd's messages (a form's "Saved") appear: under the portal's header bar and a drawer's
 * header rather than over them. At antd's 8 px, two stacked messages covered a wide drawer's
 * Close button, and a message keeps showing while the pointer is on it, so a click on Close
 * landed on the message until the pointer moved away (the wallet's journey met it). The pages'
 * own `App`s take this from the one here.
 */
const MESSAGES = { top: 64 };

const SELECT_ICONS = { suffixIcon: <ChevronIcon direction="down" />, clearIcon: <CloseIcon /> };
const PICKER_ICONS = { suffixIcon: <CalendarIcon />, clearIcon: <CloseIcon /> };

/**
 * antd's ConfigProvider with the club's theme, direction and language. Only screens drawn with
 * antd mount it (the member shell, visitor pages other than sign-in, error screens,
 * notifications), so the sign-in page loads none of antd (its bundle budget, docs/decisions/web.md).
 */
export default function AntdTheme({ children }: { children: ReactNode }) {
  const { theme, rtl, language } = useThemeSettings();
  const reducedMotion = usePrefersReducedMotion();
  const antdTheme = useMemo(
    () => (reducedMotion ? withoutMotion(themeConfig(theme)) : themeConfig(theme)),
    [theme, reducedMotion],
  );
  const drawer = useMemo(
    () => ({ styles: { body: { padding: theme.drawerPadding } } }),
    [theme.drawerPadding],
  );
  return (
    <ConfigProvider
      theme={antdTheme}
      direction={rtl ? "rtl" : "ltr"}
      // Always a locale: antd wraps its children in a locale provider only when one is given,
      // so switching from none to Spanish remounted the whole member shell (focus and all).
      locale={language === "es" ? esES : enUS}
      drawer={drawer}
      // Our icons are hidden from assistive technology; antd's announce their file names
      // ('down', 'close-circle') in English whatever the language.
      select={SELECT_ICONS}
      datePicker={PICKER_ICONS}
    >
      <App component={false} message={MESSAGES}>
        {children}
      </App>
    </ConfigProvider>
  );
}
