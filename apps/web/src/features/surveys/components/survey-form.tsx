import {
  SURVEY_UPLOAD_MAX_BYTES,
  SURVEY_WIDTH_SPANS,
  type Survey,
  type SurveyRuleContext,
  surveyDateFormat,
  surveyRuleOfMessage,
  todayIn,
} from "@crest/domain";
import { Alert, Button, Col, ConfigProvider, Flex, Form, Row, type ThemeConfig, Typography } from "antd";
import { type ReactNode, useMemo } from "react";
import { type IntlShape, useIntl } from "react-intl";
import { isApiError } from "../../../lib/api-error.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { ensureContrast } from "../../../lib/theme/contrast.ts";
import { usePortalConfig } from "../../config/index.ts";
import { ruleMessage, ruleValues, type SurveyFormValues } from "./survey-answers.ts";
import { SurveyField } from "./survey-field.tsx";

export interface SurveyFormProps {
  survey: Survey;
  /** What the form starts with: its fields' values, or what the member entered before Back. */
  initialValues: SurveyFormValues;
  /** The primary button: Continue between forms, Submit on the last (spec-1 §2.8). */
  primary: "continue" | "submit";
  /** Read only: answered already (and one response only), or closed. Continue moves on. */
  locked: boolean;
  busy: boolean;
  onBack?: () => void;
  onValuesChange: (values: SurveyFormValues) => void;
  /** Submits; when it rejects, the API's field errors land on the form and anything else goes to onError. */
  onSubmit: (values: SurveyFormValues) => Promise<void>;
  onError: (error: unknown) => void;
  /** The heading level of the form's name (1 on a page of its own, 2 inside another). */
  headingLevel?: 1 | 2;
  /** Shown above the form: progress through several forms. */
  before?: ReactNode;
}

/**
 * Readable form text (WCAG 1.4.3): antd draws field errors in #ff4d4f (3.26:1 on white) and
 * placeholders in #bfbfbf; both are darkened to 4.5:1 here, on top of the club's theme.
 */
const READABLE: ThemeConfig = {
  token: { colorTextPlaceholder: ensureContrast("#bfbfbf") },
  components: { Form: { colorError: ensureContrast("#ff4d4f") } },
};

/** How the club's rules read answers (the same context the server builds). */
export function useRuleContext(): SurveyRuleContext {
  const { company, intl } = usePortalConfig();
  return useMemo(
    () => ({
      country: company.country,
      dateFormat: surveyDateFormat(intl.locale),
      today: todayIn(intl.timezone),
      uploadMaxBytes: SURVEY_UPLOAD_MAX_BYTES,
    }),
    [company.country, intl.locale, intl.timezone],
  );
}

/** The API's field errors, worded in the member's language where they are a survey rule's. */
function serverFieldErrors(error: unknown, survey: Survey, rules: SurveyRuleContext, intl: IntlShape) {
  if (!isApiError(error) || error.status !== 400) return [];
  const raw = error.body.errorDetails;
  const details = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return details.flatMap((detail) => {
    const field = survey.fields.find((candidate) => candidate.id === detail.field);
    if (!field) return [];
    const values = ruleValues(field, rules);
    const rule = surveyRuleOfMessage(detail.details, values);
    const message = rule ? ruleMessage(rule, field, rules, intl) : detail.details;
    return [{ name: field.id, errors: [message] }];
  });
}

/**
 * A survey as a form (spec-1 §3): its fields on the 24-column grid by their widths, help texts,
 * the shared rules, Back and Continue/Submit. Server field errors land on their fields; any
 * other failure is the caller's to tell.
 */
export function SurveyForm(props: SurveyFormProps) {
  const { survey, initialValues, primary, locked, busy, onBack, onValuesChange, onSubmit } = props;
  const intl = useIntl();
  const rules = useRuleContext();
  const [form] = Form.useForm<SurveyFormValues>();
  const t = useT();
  const Heading = props.headingLevel === 1 ? "h1" : "h2";
  const submitLabel =
    primary === "continue"
      ? t("surveys.continue")
      : ((survey.hasSubmitted ? survey.buttonEdit : survey.buttonCreate) ?? t("surveys.submit"));

  const finish = async (values: SurveyFormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = serverFieldErrors(error, survey, rules, intl);
      if (fields.length === 0) {
        props.onError(error);
        return;
      }
      form.setFields(fields);
      form.scrollToField(fields[0]?.name ?? "", { focus: true, block: "center" });
    }
  };

  return (
    <ConfigProvider theme={READABLE}>
      <Form<SurveyFormValues>
        form={form}
        layout="vertical"
        name={`survey-${survey.id}`}
        initialValues={initialValues}
        onValuesChange={(_changed, all) => onValuesChange(all)}
        onFinish={(values) => void finish(values)}
        scrollToFirstError={{ focus: true, block: "center" }}
        noValidate
      >
        <header className="crest-survey-header">
          {props.before}
          <Heading className="crest-survey-title" tabIndex={-1} data-survey-heading>
            {survey.name}
          </Heading>
          {survey.description ? <Typography.Paragraph>{survey.description}</Typography.Paragraph> : null}
        </header>
        {locked ? (
          <Alert
            className="crest-survey-notice"
            type="info"
            showIcon
            title={t(survey.hasSubmitted ? "surveys.alreadySubmitted" : "surveys.closed")}
          />
        ) : null}
        <Row gutter={[24, 0]}>
          {survey.fields.map((field) =>
            field.field.type === "hidden" ? null : (
              <Col
                key={field.id}
                xs={24}
                md={field.field.type === "section" ? 24 : SURVEY_WIDTH_SPANS[field.field.style.width]}
              >
                <SurveyField field={field} rules={rules} disabled={locked} />
              </Col>
            ),
          )}
        </Row>
        <Flex gap={12} justify="space-between" wrap className="crest-survey-actions">
          {onBack ? (
            <Button onClick={onBack} disabled={busy}>
              {t("surveys.back")}
            </Button>
          ) : (
            <span />
          )}
          {locked ? (
            // Nothing to send: the form only shows what was answered, and the member moves on.
            <Button type="primary" onClick={() => void onSubmit(form.getFieldsValue())}>
              {primary === "continue" ? t("surveys.continue") : t("surveys.submit")}
            </Button>
          ) : (
            <Button type="primary" htmlType="submit" loading={busy}>
              {submitLabel}
            </Button>
          )}
        </Flex>
      </Form>
    </ConfigProvider>
  );
}
