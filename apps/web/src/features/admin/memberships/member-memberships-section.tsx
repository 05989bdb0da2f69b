import { type StaffMemberCard, type StaffSubscription, staffMembershipEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import { TextField } from "../events/form-fields.tsx";
import { ChangePlanForm } from "./change-plan-form.tsx";
import { useMemberCards, useSubscriptionAction } from "./memberships-api.ts";

/**
 * The Memberships section of a member's page: each card with its plan, status and sub-members,
 * and its subscription's terms and state. A manager pauses and resumes it, cancels it at period
 * end (and undoes that), and changes its plan seeing the proration first; others read.
 */
export function MemberMembershipsSection({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const club = useClubIntl();
  const cards = useMemberCards(customerId, club.knownCurrency);
  return (
    <section aria-labelledby="member-memberships-heading" className="crest-admin-member-memberships">
      <h2 id="member-memberships-heading">{t("admin.memberships.member.title")}</h2>
      {!cards.data ? (
        <PageWait query={cards} />
      ) : cards.data.length === 0 ? (
        <p>{t("admin.memberships.member.none")}</p>
      ) : (
        cards.data.map((card) => <CardPanel key={card.card.id} customerId={customerId} card={card} />)
      )}
    </section>
  );
}

function CardPanel({ customerId, card }: { customerId: string; card: StaffMemberCard }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = `card-${card.card.id}`;
  return (
    <article aria-labelledby={headingId} className="crest-admin-card-panel">
      <h3 id={headingId}>
        {t("admin.memberships.member.cardHeading", { title: card.card.title, number: card.card.cardId })}
      </h3>
      <p>
        {card.card.parentMembershipCardId
          ? t("admin.memberships.member.withSubCard", {
              status: t(`admin.memberships.cardStatus.${card.card.status}`),
              what: t("admin.memberships.member.subMemberCard"),
            })
          : t(`admin.memberships.cardStatus.${card.card.status}`)}
      </p>
      {card.subMembers.length > 0 ? (
        <>
          <h4>{t("admin.memberships.member.subMembers")}</h4>
          <ul>
            {card.subMembers.map((sub) => (
              <li key={sub.id}>
                {t("admin.memberships.member.subMember", {
                  name: `${sub.customer.firstName} ${sub.customer.lastName}`,
                  email: sub.customer.email,
                  status: t(`admin.memberships.cardStatus.${sub.status}`),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {card.card.maxInvites > 0 ? (
        <p>
          {t("admin.memberships.member.invitesLeft", {
            left: card.card.remainingInvites,
            max: card.card.maxInvites,
          })}
        </p>
      ) : null}
      {card.subscription ? (
        <SubscriptionPanel customerId={customerId} subscription={card.subscription} />
      ) : null}
    </article>
  );
}

function SubscriptionPanel({
  customerId,
  subscription,
}: {
  customerId: string;
  subscription: StaffSubscription;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const club = useClubIntl();
  const action = useSubscriptionAction(customerId, subscription.id);
  const [until, setUntil] = useState("");
  const [said, setSaid] = useState("");
  const manager = staffCan(club.staff, staffMembershipEndpoints.pause);
  const day = (value: string) => club.format.date(value);
  const running = subscription.status === "active" || subscription.status === "past_due";
  const run = (kind: "resume" | "cancel" | "undoCancel", doneId: string) => {
    setSaid("");
    action.mutate({ kind }, { onSuccess: () => setSaid(t(doneId)) });
  };
  const pause = () => {
    setSaid("");
    action.mutate(
      { kind: "pause", until: until || null },
      { onSuccess: () => setSaid(t("admin.memberships.subscription.pausedDone")) },
    );
  };
  return (
    <div className="crest-admin-subscription">
      <h4>{t("admin.memberships.subscription.title")}</h4>
      <dl className="crest-admin-facts">
        <dt>{t("admin.memberships.subscription.status")}</dt>
        <dd>
          {t(`admin.memberships.subscriptionStatus.${subscription.status}`)}
          {subscription.paused
            ? ` · ${
                subscription.pausedUntil
                  ? t("admin.memberships.subscription.pausedUntil", { day: day(subscription.pausedUntil) })
                  : t("admin.memberships.subscription.pausedOpen")
              }`
            : ""}
        </dd>
        <dt>{t("admin.memberships.subscription.price")}</dt>
        <dd>
          {t("admin.memberships.pricePer", {
            price: club.format.money(subscription.total),
            period: t(`admin.memberships.frequency.${subscription.frequency}`),
          })}
        </dd>
        <dt>{t("admin.memberships.subscription.next")}</dt>
        <dd>{day(subscription.nextDate)}</dd>
        {subscription.requestedCancelDate ? (
          <>
            <dt>{t("admin.memberships.subscription.ends")}</dt>
            <dd>{day(subscription.requestedCancelDate)}</dd>
          </>
        ) : null}
      </dl>
      {said ? <Alert type="success" role="status" title={said} /> : null}
      {action.error ? <ErrorAlert error={action.error} /> : null}
      {manager && running ? (
        <>
          <div className="crest-admin-actions">
            {subscription.paused ? (
              <Button
                onClick={() => run("resume", "admin.memberships.subscription.resumedDone")}
                loading={action.isPending}
              >
                {t("admin.memberships.subscription.resume")}
              </Button>
            ) : null}
            {subscription.requestedCancelDate ? (
              <Button
                onClick={() => run("undoCancel", "admin.memberships.subscription.undoneDone")}
                loading={action.isPending}
              >
                {t("admin.memberships.subscription.undoCancel")}
              </Button>
            ) : (
              <Button
                onClick={() => run("cancel", "admin.memberships.subscription.cancelledDone")}
                loading={action.isPending}
              >
                {t("admin.memberships.subscription.cancel")}
              </Button>
            )}
          </div>
          {!subscription.paused ? (
            <form
              className="crest-admin-form crest-admin-form--inline"
              aria-label={t("admin.memberships.subscription.pauseForm")}
              onSubmit={(event) => {
                event.preventDefault();
                pause();
              }}
            >
              <TextField
                labelId="admin.memberships.subscription.pauseUntil"
                helpId="admin.memberships.subscription.pauseUntilHelp"
                type="date"
                value={until}
                onChange={setUntil}
              />
              <Button htmlType="submit" loading={action.isPending}>
                {t("admin.memberships.subscription.pause")}
              </Button>
            </form>
          ) : null}
          <ChangePlanForm customerId={customerId} subscription={subscription} />
        </>
      ) : null}
    </div>
  );
}
