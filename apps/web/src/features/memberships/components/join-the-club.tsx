import { Button, Flex, Typography } from "antd";
import { useNavigate } from "react-router";
import { useT } from "../../../lib/intl/use-t.ts";
import { accountSurveyPath, useAccountSurveys } from "../../surveys/index.ts";

/**
 * What a member without a membership can do about it: the club's application forms offered to
 * them (registration forms they may still send), each opening in their forms. Nothing when the
 * club offers none, or while the forms load.
 */
export function JoinTheClub() {
  const t = useT();
  const navigate = useNavigate();
  const { data: surveys } = useAccountSurveys();
  const forms = (surveys ?? []).filter(
    (survey) => survey.category === "registration" && survey.canSubmit && !survey.hasSubmitted,
  );
  if (forms.length === 0) return null;
  return (
    <section aria-labelledby="memberships-join">
      <Typography.Title level={2} id="memberships-join">
        {t("memberships.join.title")}
      </Typography.Title>
      <Typography.Paragraph>{t("memberships.join.text")}</Typography.Paragraph>
      <Flex gap={8} wrap>
        {forms.map((form) => (
          <Button key={form.endpoint} type="primary" onClick={() => navigate(accountSurveyPath(form))}>
            {forms.length === 1 ? t("memberships.join.apply") : form.name}
          </Button>
        ))}
      </Flex>
    </section>
  );
}
