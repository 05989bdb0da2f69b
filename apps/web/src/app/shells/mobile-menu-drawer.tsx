import type { Account } from "@crest/domain";
import { Drawer } from "antd";
import { useIntl } from "react-intl";
import { AccountCard } from "./account-card.tsx";
import { MainNavigation } from "./main-navigation.tsx";

/** The burger's menu (spec-2 §1): the same navigation in a drawer; choosing an item closes it. */
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
  return (
    <Drawer
      id="crest-mobile-menu"
      open={open}
      onClose={onClose}
      placement="left"
      size={320}
      title={intl.formatMessage({ id: "shell.menu" })}
      styles={{ body: { padding: 0 } }}
    >
      <AccountCard account={account} />
      <MainNavigation account={account} onNavigate={onClose} />
    </Drawer>
  );
}
