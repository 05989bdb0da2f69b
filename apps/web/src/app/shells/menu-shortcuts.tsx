import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { NavList, type NavListItem } from "../../components/navigation/nav-list.tsx";
import { useCartCount } from "../../features/cart/index.ts";
import { currentSectionOf, useAccountSections } from "./account-sections.ts";
import { useScreenPath } from "./use-shell-paths.ts";

const isWithin = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * The menu's way to the member's own things, so that on a phone each is two taps from any page
 * (burger, then the link): the shop and the cart, then every account section with a screen.
 */
export function MenuShortcuts({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { base, sections } = useAccountSections();
  const currentSection = currentSectionOf(pathname, base, sections);
  const shop = useScreenPath("product");
  const cart = useScreenPath("checkout");
  const count = useCartCount(cart !== null);
  const shopping: NavListItem[] = [];
  if (shop)
    shopping.push({
      key: "shop",
      to: shop,
      label: intl.formatMessage({ id: "shell.shop" }),
      current: isWithin(pathname, shop),
    });
  if (cart)
    shopping.push({
      key: "cart",
      to: cart,
      label: intl.formatMessage({ id: "shell.cart" }, { count }),
      current: isWithin(pathname, cart),
    });
  return (
    <>
      {shopping.length > 0 ? (
        <NavList
          label={intl.formatMessage({ id: "shell.shopping" })}
          items={shopping}
          onNavigate={onNavigate}
        />
      ) : null}
      <h2 className="crest-menu-heading">{intl.formatMessage({ id: "shell.myAccount" })}</h2>
      <NavList
        label={intl.formatMessage({ id: "shell.myAccount" })}
        onNavigate={onNavigate}
        items={sections.map((section) => ({
          key: section.key,
          to: section.to,
          label: intl.formatMessage({ id: `account.tab.${section.key}` }),
          current: section.key === currentSection,
        }))}
      />
    </>
  );
}
