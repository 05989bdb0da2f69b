import type { Account } from "@crest/domain";
import { Drawer } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { focusPageHeading } from "../../lib/a11y/page-focus.tsx";
import { useTabWrap } from "../../lib/a11y/tab-wrap.ts";
import AntdTheme from "../../lib/theme/antd-theme.tsx";
import { useThemeSettings } from "../../lib/theme/theme-settings.ts";
import { AccountCard } from "./account-card.tsx";
import { MainNavigation } from "./main-navigation.tsx";
import { MenuShortcuts } from "./menu-shortcuts.tsx";

/**
 * The burger's menu (spec-2 §1): the same navigation in a drawer, then the shop, the cart and the
 * account sections, so that each is two taps away on a phone; choosing an item closes it.
 * It opens from the burger's side, the start of the line (the right in right-to-left pages).
 */
export default function MobileMenuDrawer({
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
  const content = useRef<HTMLDivElement>(null);
  // The drawer's outermost frame (antd focuses it on open), so Tab wraps from there too.
  const frame = useCallback(() => content.current?.closest<HTMLElement>(".ant-drawer"), []);
  useTabWrap(frame, open);
  // A page was chosen: once closed, focus goes to its heading, not back to the burger (issue 24).
  const [chosen, setChosen] = useState(false);
  const navigate = useCallback(() => {
    setChosen(true);
    onClose();
  }, [onClose]);
  // Focus starts on the first link rather than on the frame, from which Shift+Tab would leave
  // the drawer. The content mounts a frame or two after `open`.
  useEffect(() => {
    if (!open) return;
    let frames = 0;
    let request = 0;
    const focusFirstLink = () => {
      const first = content.current?.querySelector<HTMLElement>("a[href]");
      if (first && !content.current?.contains(document.activeElement)) first.focus();
      else if (!first && frames++ < 30) request = window.requestAnimationFrame(focusFirstLink);
    };
    request = window.requestAnimationFrame(focusFirstLink);
    return () => window.cancelAnimationFrame(request);
  }, [open]);
  return (
    <AntdTheme>
      <Drawer
        id="crest-mobile-menu"
        open={open}
        onClose={onClose}
        placement={rtl ? "right" : "left"}
        size={320}
        title={intl.formatMessage({ id: "shell.menu" })}
        closable={{ "aria-label": intl.formatMessage({ id: "shell.closeMenu" }) }}
        styles={{ body: { padding: 0 } }}
        focusable={{ focusTriggerAfterClose: !chosen }}
        afterOpenChange={(visible) => {
          if (visible || !chosen) return;
          setChosen(false);
          focusPageHeading();
        }}
      >
        <div ref={content}>
          <AccountCard account={account} onNavigate={navigate} />
          <MainNavigation account={account} onNavigate={navigate} />
          <MenuShortcuts onNavigate={navigate} />
        </div>
      </Drawer>
    </AntdTheme>
  );
}
