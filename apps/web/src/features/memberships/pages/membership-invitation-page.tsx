import type { MembershipInvitation } from "@crest/domain";
import { App, Button, Flex, Skeleton, Typography } from "antd";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { ConfirmDangerButton } from "../../../components/actions/confirm-danger-button.tsx";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { Page } from "../../../components/page/page.tsx";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { focusPageHeading } from "../../../lib/a11y/page-focus.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useAnswerMembershipInvitation } from "../api/answer-membership-invitation.ts";
import { useMembershipInvitation } from "../api/get-membership-invitation.ts";
import { MembershipsMessages } from "../lazy-messages/memberships-messages.tsx";
import "../components/memberships.css";
import { useT } from "../../../lib/intl/use-t.ts";

/**
 * /account/memberships/invitations/:id, the link in the invitation a member sent to this
 * customer's address: who invited them to which membership, and Accept or Decline. Nothing
 * happens until the customer answers (a mail scanner that opens the link accepts nothing). A
 * visitor who opens the link signs in on the same address first; the invitation is only ever
 * shown to the account that owns the address it went to.
 */
export default function MembershipInvitationPage() {
  return (
    <MembershipsMessages>
      <App component={false}>
        <Invitation />
      </App>
    </MembershipsMessages>
  );
}

type Answer = ReturnType<typeof useAnswerMembershipInvitation>;

function InvitationQuestion({ invitation, answer }: { invitation: MembershipInvitation; answer: Answer }) {
  const intl = useIntl();
  const t = useT();
  const notifyError = useErrorNotifier();
  const by = `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`;
  const respond = (choice: "accept" | "decline") =>
    answer.mutate({ id: invitation.id, answer: choice }, { onError: notifyError });
  const busy = answer.isPending ? answer.variables?.answer : undefined;
  return (
    <Flex vertical gap={24} className="crest-invitation">
      <div
        className="crest-membership-card"
        style={{ background: invitation.theme.backgroundColor, color: invitation.theme.foregroundColor }}
      >
        <span className="crest-membership-card__top">
          <span className="crest-membership-card__type">{t("memberships.subMemberOf")}</span>
        </span>
        <span className="crest-membership-card__title">{invitation.title}</span>
        <span className="crest-membership-card__holder">
          {invitation.firstName} {invitation.lastName}
        </span>
      </div>
      <Typography.Paragraph style={{ margin: 0 }}>
        {intl.formatMessage({ id: "invitation.text" }, { name: by, title: invitation.title })}
      </Typography.Paragraph>
      {invitation.summary ? (
        <Typography.Paragraph style={{ margin: 0 }}>{invitation.summary}</Typography.Paragraph>
      ) : null}
      <Flex gap={12} wrap>
        <Button type="primary" loading={busy === "accept"} onClick={() => respond("accept")}>
          {t("invitation.accept")}
        </Button>
        <ConfirmDangerButton
          question={t("invitation.declineConfirm")}
          yes={t("invitation.declineYes")}
          no={t("subMembers.nevermind")}
          onConfirm={() => respond("decline")}
          loading={busy === "decline"}
        >
          {t("invitation.decline")}
        </ConfirmDangerButton>
      </Flex>
    </Flex>
  );
}

/** The outcome, which replaces the question; focus moves to its heading so it is read out. */
function Answered({ accepted }: { accepted: boolean }) {
  const intl = useIntl();
  useEffect(() => focusPageHeading(), []);
  return accepted ? (
    <ResultScreen
      status="success"
      titleId="invitation.accepted.title"
      subTitleId="invitation.accepted.text"
      extra={
        // A full load: being a member now changes the portal's routes and navigation.
        <Button type="primary" onClick={() => window.location.assign("/account/memberships")}>
          {intl.formatMessage({ id: "invitation.toMemberships" })}
        </Button>
      }
    />
  ) : (
    <ResultScreen
      status="info"
      titleId="invitation.declined.title"
      subTitleId="invitation.declined.text"
      extra={
        <ButtonLink to="/account" type="primary">
          {intl.formatMessage({ id: "invitation.toAccount" })}
        </ButtonLink>
      }
    />
  );
}

function Invitation() {
  const t = useT();
  const { id = "" } = useParams();
  const invitation = useMembershipInvitation(id);
  const answer = useAnswerMembershipInvitation();

  if (answer.isSuccess) return <Answered accepted={answer.variables.answer === "accept"} />;
  if (invitation.isError) {
    const gone = isApiError(invitation.error) && invitation.error.status === 404;
    return (
      <ResultScreen
        status={gone ? "warning" : "error"}
        titleId={gone ? "invitation.gone.title" : "result.error.title"}
        subTitleId={gone ? "invitation.gone.text" : "result.error.subtitle"}
        extra={
          gone ? (
            <ButtonLink to="/account/memberships" type="primary">
              {t("invitation.toMemberships")}
            </ButtonLink>
          ) : (
            <Button onClick={() => void invitation.refetch()}>{t("memberships.tryAgain")}</Button>
          )
        }
      />
    );
  }
  return (
    <Page
      title={t("invitation.title")}
      breadcrumb={[
        { title: t("memberships.account"), to: "/account" },
        { title: t("memberships.title"), to: "/account/memberships" },
        { title: t("invitation.title") },
      ]}
    >
      {invitation.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <InvitationQuestion invitation={invitation.data} answer={answer} />
      )}
    </Page>
  );
}
