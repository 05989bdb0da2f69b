import type { MembershipCard } from "@crest/domain";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format/format-context.tsx";
import "./memberships.css";
import { useT } from "../../../lib/intl/use-t.ts";

/**
 * A membership card in its membership's colours (spec-1 §3 theme): plan, holder, card number,
 * status and expiry. In a list the whole card is one button opening the card's detail.
 */
export function MembershipCardTile({ card, onOpen }: { card: MembershipCard; onOpen?: () => void }) {
  const intl = useIntl();
  const t = useT();
  const format = useFormat();
  const style = { background: card.theme.backgroundColor, color: card.theme.foregroundColor };
  const face = (
    <>
      <span className="crest-membership-card__top">
        <span className="crest-membership-card__type">
          {t(card.parentMembershipCardId ? "memberships.subMemberOf" : `memberships.type.${card.type}`)}
        </span>
        <span className="crest-membership-card__status">{t(`memberships.status.${card.status}`)}</span>
      </span>
      <span className="crest-membership-card__title">{card.title}</span>
      <span className="crest-membership-card__holder">
        {card.customer.firstName} {card.customer.lastName}
      </span>
      <span className="crest-membership-card__bottom">
        <span>{intl.formatMessage({ id: "memberships.cardNumber" }, { number: card.cardId })}</span>
        <span>
          {card.expires && card.expirationDate
            ? intl.formatMessage(
                { id: "memberships.expires" },
                { date: format.date(card.expirationDate.slice(0, 10)) },
              )
            : t("memberships.noExpiry")}
        </span>
      </span>
    </>
  );
  if (!onOpen)
    return (
      <div className="crest-membership-card" style={style}>
        {face}
      </div>
    );
  return (
    <button
      type="button"
      className="crest-membership-card"
      style={style}
      onClick={onOpen}
      aria-label={intl.formatMessage({ id: "memberships.open" }, { title: card.title })}
    >
      {face}
    </button>
  );
}
