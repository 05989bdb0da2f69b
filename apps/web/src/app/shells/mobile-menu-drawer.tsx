import type { Account } from "@crest/domain";
import { Drawer } from "antd";
import { useIntl } from "react-intl";
import { useThemeSettings } from "../../lib/theme/theme-settings.ts";
import { AccountCard } from "./account-card.tsx";
import { MainNavigation } from "./main-navigation.tsx";

/**
 * The burger's menu (spec-2 §1): the same navigation in a drawer; choosing an item closes it.
 * It opens from the burger's side, the start of the line (the right in right-to-left pages).
 */
export function MobileMenuDrawer({
  account,
  open,
  onClose,
}: {
  account: Account;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { rtl } = useThemeSettings();
  return (
    <Drawer
      id="crest-mobile-menu"
      open={open}
      onClose={onClose}
      placement={rtl ? "right" : "left"}
      size={320}
      title={intl.formatMessage({ id: "shell.menu" })}
      closable={{ "aria-label": intl.formatMessage({ id: "shell.closeMenu" }) }}
      styles={{ body: { padding: 0 } }}
    >
      <AccountCard account={account} />
      <MainNavigation account={account} onNavigate={onClose} />
    </Drawer>
  );
}
