import { useIntl } from "react-intl";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { useCartCount } from "../../cart/index.ts";

/**
 * The way from the shop and the menu to the cart: "Cart (2)" in the page header, leading to
 * /checkout. Its name carries the count, so a screen reader hears it too.
 */
export function CartLink() {
  const intl = useIntl();
  const count = useCartCount();
  return <ButtonLink to="/checkout">{intl.formatMessage({ id: "catalogue.cart" }, { count })}</ButtonLink>;
}
