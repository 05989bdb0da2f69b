import type { GuestPass } from "@crest/domain";
import { Button, Card, Flex, Result, Skeleton, Typography } from "antd";
import { useIntl } from "react-intl";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { SurveySteps } from "../../surveys/index.ts";
import { PassCode } from "./pass-code.tsx";
import { PassFacts } from "./pass-facts.tsx";

/**
 * What a guest's link shows (a guest pass or a voucher): the pass in its colours, its code and
 * facts, and below, the club's guest-pass experience to answer when it has one.
 */
export function GuestLinkView({
  title,
  pass,
  pending,
  failed,
}: {
  title: string;
  pass: GuestPass | undefined;
  pending: boolean;
  failed: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <PageLayout>
      {pending ? <Skeleton active /> : null}
      {failed ? <Result status="404" title={t("perks.notFound")} /> : null}
      {pass ? (
        <Card
          title={
            <Typography.Title
              level={1}
              style={{ fontSize: 22, margin: 0, color: pass.theme.foregroundColor }}
            >
              {title}: {pass.pass.name}
            </Typography.Title>
          }
          styles={{ header: { background: pass.theme.backgroundColor } }}
        >
          <Flex vertical gap={12} align="center">
            <Typography.Text strong>{pass.theme.clubName}</Typography.Text>
            {pass.owner ? (
              <Typography.Text>{t("perks.guestFrom", { name: pass.owner.fullName })}</Typography.Text>
            ) : null}
            {pass.status === "transferred" ? (
              <>
                <PassCode pass={pass} />
                <Typography.Text>{t("perks.showAtDesk")}</Typography.Text>
                {pass.passbook ? <Button href={pass.passbook}>{t("perks.addToWallet")}</Button> : null}
              </>
            ) : null}
            <PassFacts pass={pass} />
            {pass.pass.description ? (
              <Typography.Paragraph>{pass.pass.description}</Typography.Paragraph>
            ) : null}
            {pass.pass.finePrint ? (
              <Typography.Text type="secondary">{pass.pass.finePrint}</Typography.Text>
            ) : null}
          </Flex>
        </Card>
      ) : null}
      {/* The club's guest-pass experience, answered once per pass from the same link. */}
      {pass?.survey ? (
        <Card style={{ marginBlockStart: 16 }}>
          <SurveySteps endpoints={[pass.survey.endpoint]} />
        </Card>
      ) : null}
    </PageLayout>
  );
}
