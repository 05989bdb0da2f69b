import type { Survey } from "@crest/domain";
import { Button, Card, Drawer, Flex, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Page } from "../../../components/page/page.tsx";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { defineOverlay, useOverlay } from "../../../lib/overlays/index.ts";
import { useAccountSurveys } from "../api/get-account-surveys.ts";
import { drawerIdOf } from "../api/survey-path.ts";
import { SurveySteps } from "../components/survey-steps.tsx";
import { SurveysMessages } from "../lazy-messages/surveys-messages.tsx";

/** The survey drawer, by the last segment of the survey's endpoint (its id, or an endpoint's uid). */
const surveyDrawer = defineOverlay({ name: "survey", kind: "drawer" });

function StatusTag({ survey }: { survey: Survey }) {
  const intl = useIntl();
  const [color, id] = survey.hasSubmitted
    ? ["success", "surveys.account.submitted"]
    : survey.canSubmit
      ? ["warning", "surveys.account.toDo"]
      : ["default", "surveys.account.closed"];
  return <Tag color={color}>{intl.formatMessage({ id })}</Tag>;
}

function SurveyCard({ survey, onOpen }: { survey: Survey; onOpen: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const latest = survey.responses[0];
  const action = !survey.canSubmit
    ? "surveys.account.view"
    : survey.hasSubmitted
      ? "surveys.account.answerAgain"
      : "surveys.account.answer";
  return (
    <Card>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <h2 className="crest-survey-card__title">{survey.name}</h2>
          <StatusTag survey={survey} />
        </Flex>
        {survey.description ? <Typography.Paragraph>{survey.description}</Typography.Paragraph> : null}
        {latest ? (
          <Flex gap={16} wrap>
            <Typography.Text type="secondary">
              {intl.formatMessage({ id: "surveys.account.responses" }, { count: survey.responses.length })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {intl.formatMessage(
                { id: "surveys.account.lastAnswered" },
                { date: format.date(latest.createdOn) },
              )}
            </Typography.Text>
          </Flex>
        ) : null}
        <div>
          <Button
            type={survey.hasSubmitted ? "default" : "primary"}
            onClick={onOpen}
            aria-label={intl.formatMessage({ id: "surveys.account.open" }, { name: survey.name })}
          >
            {intl.formatMessage({ id: action })}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}

/**
 * /account/surveys: the club's forms and the surveys the member was asked to answer (an order's,
 * a booking's), with whether each is done; each opens in a drawer (URL-addressable) holding the
 * same survey carousel other features embed.
 */
export default function AccountSurveysPage() {
  return (
    <SurveysMessages>
      <AccountSurveys />
    </SurveysMessages>
  );
}

function AccountSurveys() {
  const t = useT();
  const query = useAccountSurveys();
  const { data: surveys } = query;
  const drawer = useOverlay(surveyDrawer);
  const open = surveys?.find((survey) => drawerIdOf(survey) === drawer.id);

  let body: ReactNode;
  if (!surveys) body = <PageWait query={query} />;
  else if (surveys.length === 0)
    body = <Typography.Paragraph>{t("surveys.account.empty")}</Typography.Paragraph>;
  else
    body = (
      <Flex vertical gap={16}>
        {surveys.map((survey) => (
          <SurveyCard key={survey.endpoint} survey={survey} onOpen={() => drawer.open(drawerIdOf(survey))} />
        ))}
      </Flex>
    );

  return (
    <Page
      title={t("surveys.title")}
      breadcrumb={[{ title: t("profile.account"), to: "/account" }, { title: t("surveys.title") }]}
    >
      <Typography.Paragraph>{t("surveys.account.intro")}</Typography.Paragraph>
      {body}
      <Drawer
        open={Boolean(open)}
        onClose={drawer.close}
        size="large"
        title={t("surveys.title")}
        closable={{ "aria-label": t("surveys.account.drawerClose") }}
        destroyOnHidden
      >
        {open ? (
          <SurveySteps
            endpoints={[open.endpoint]}
            doneExtra={<Button onClick={drawer.close}>{t("surveys.account.drawerClose")}</Button>}
          />
        ) : null}
      </Drawer>
    </Page>
  );
}
