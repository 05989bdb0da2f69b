import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { useGuestVoucher } from "../api/get-guest-link.ts";
import { GuestLinkView } from "../components/guest-link-view.tsx";
import { PerksMessages } from "../components/perks-messages.tsx";

/** /guest-vouchers/:id/:pin (spec-2 §2): a voucher given to a guest, opened from its link without signing in. */
export default function GuestVoucherPage() {
  return (
    <PerksMessages>
      <GuestVoucherScreen />
    </PerksMessages>
  );
}

function GuestVoucherScreen() {
  const { id = "", pin = "" } = useParams();
  const voucher = useGuestVoucher(id, pin);
  const intl = useIntl();
  return (
    <GuestLinkView
      title={intl.formatMessage({ id: "perks.guestVoucherTitle" })}
      pass={voucher.data}
      pending={voucher.isPending}
      failed={voucher.isError}
    />
  );
}
