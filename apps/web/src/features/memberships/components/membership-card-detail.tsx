import type { MembershipCard } from "@crest/domain";
import { Alert, App, Button, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useSendMembershipCard } from "../api/send-membership-card.ts";
import { MembershipCardTile } from "./membership-card-tile.tsx";
import { SubMembersSection } from "./sub-members-section.tsx";
import { SubscriptionDetail } from "./subscription-detail.tsx";

/** The card's wallet buttons and 'Email My Card' (spec-1 §3 passbook, §7 send; §8 'Email sent'). */
function CardPassActions({ card }: { card: MembershipCard }) {
  const t = useT();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const send = useSendMembershipCard();
  return (
    <Flex gap={12} wrap>
      {card.passbook.appleWallet ? (
        <Button href={card.passbook.appleWallet}>{t("memberships.card.appleWallet")}</Button>
      ) : null}
      {card.passbook.googleWallet ? (
        <Button href={card.passbook.googleWallet} target="_blank" rel="noopener noreferrer">
          {t("memberships.card.googleWallet")}
        </Button>
      ) : null}
      <Button
        loading={send.isPending}
        onClick={() =>
          send.mutate(card.id, {
            onSuccess: () => void message.success(t("memberships.card.emailSent")),
            onError: notifyError,
          })
        }
      >
        {t("memberships.card.email")}
      </Button>
    </Flex>
  );
}

/**
 * One card in full: the card, its QR or barcode image for the club's scanner, the wallet
 * buttons, the plan's description; a subscription card's billing; a parent card's additional
 * members. An inactive card says so instead of showing its code.
 */
export function MembershipCardDetail({ card }: { card: MembershipCard }) {
  const intl = useIntl();
  const t = useT();
  const isParent = card.parentMembershipCardId === null && card.maxInvites > 0;
  return (
    <Flex vertical gap={24}>
      <MembershipCardTile card={card} />
      {card.active ? (
        <>
          <Flex vertical gap={8} align="center">
            <img
              className="crest-membership-code"
              src={card.barcode.url}
              alt={intl.formatMessage({ id: "memberships.card.code" }, { number: card.cardId })}
            />
            <Typography.Text code>{card.barcode.value}</Typography.Text>
          </Flex>
          <CardPassActions card={card} />
        </>
      ) : (
        // The server serves no code of an inactive card (no image, pass or e-mail): say why.
        <Alert
          type="warning"
          showIcon
          title={t("memberships.card.inactive.title")}
          description={t("memberships.card.inactive.text")}
        />
      )}
      {card.summary ? (
        <section aria-labelledby="membership-details">
          <h2 id="membership-details" className="crest-membership-section-title">
            {t("memberships.card.details")}
          </h2>
          <Typography.Paragraph>{card.summary}</Typography.Paragraph>
        </section>
      ) : null}
      {card.subscription ? <SubscriptionDetail cardId={card.id} /> : null}
      {isParent ? <SubMembersSection card={card} /> : null}
    </Flex>
  );
}
