import "./survey.css";
import { Button, Result, Skeleton, Typography } from "antd";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { isApiError } from "../../../lib/api-error.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useSuccessNotifier } from "../../../lib/notifications/use-success-notifier.tsx";
import { useSurveySteps } from "../hooks/use-survey-steps.ts";
import { SurveysMessages } from "../lazy-messages/surveys-messages.tsx";
import { SurveyForm } from "./survey-form.tsx";

export interface SurveyStepsProps {
  /** The surveys' endpoints, in order (a survey's `endpoint`, or an order's survey endpoints). */
  endpoints: readonly string[];
  /** 1 when the carousel is the page, 2 inside a drawer or another page. */
  headingLevel?: 1 | 2;
  /** Called once the last form is done. */
  onDone?: () => void;
  /** Actions under the thank-you (back to the club, close the drawer…). */
  doneExtra?: ReactNode;
}

/** Puts focus on the heading of what is now shown: a new form, or the thank-you. */
function useFocusOnChange(container: RefObject<HTMLDivElement | null>, key: string) {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    container.current?.querySelector<HTMLElement>("[data-survey-heading]")?.focus();
  }, [container, key]);
}

/**
 * The multi-form survey carousel (spec-1 §2.8): one form at a time with Back, Continue and, on
 * the last, Submit; one step forward per successful submit, with the 'Success' notice; then
 * 'Thank you for completing this form' (or 'these forms'). Checkout, bookings and memberships
 * embed it with their surveys' endpoints.
 */
export function SurveySteps(props: SurveyStepsProps) {
  return (
    <SurveysMessages>
      <Steps {...props} />
    </SurveysMessages>
  );
}

function Steps({ endpoints, headingLevel = 2, onDone, doneExtra }: SurveyStepsProps) {
  const intl = useIntl();
  const t = useT();
  const notifySuccess = useSuccessNotifier();
  const steps = useSurveySteps(endpoints, onDone);
  const notifyError = useErrorNotifier();
  const container = useRef<HTMLDivElement>(null);
  useFocusOnChange(container, `${steps.index}:${steps.done}`);
  const Heading = headingLevel === 1 ? "h1" : "h2";

  if (steps.status === "loading") return <Skeleton active paragraph={{ rows: 8 }} />;
  if (steps.status === "error") {
    const missing = isApiError(steps.error) && steps.error.status === 404;
    return (
      <Result
        status={missing ? "404" : "error"}
        title={
          <Heading className="crest-survey-title">
            {t(missing ? "surveys.notFound" : "surveys.loadError")}
          </Heading>
        }
        extra={missing ? null : <Button onClick={steps.retry}>{t("surveys.tryAgain")}</Button>}
      />
    );
  }

  if (steps.done) {
    const last = steps.surveys.at(-1);
    const single = steps.surveys.length === 1;
    return (
      <div ref={container}>
        <Result
          status="success"
          title={
            <Heading className="crest-survey-title" tabIndex={-1} data-survey-heading>
              {t(single ? "surveys.thankYou.one" : "surveys.thankYou.many")}
            </Heading>
          }
          subTitle={
            single && (last?.confirmationHeader || last?.confirmationText) ? (
              <>
                {last.confirmationHeader ? <strong>{last.confirmationHeader}</strong> : null}
                {last.confirmationText ? (
                  <Typography.Paragraph>{last.confirmationText}</Typography.Paragraph>
                ) : null}
              </>
            ) : undefined
          }
          extra={doneExtra}
        />
      </div>
    );
  }

  const { current } = steps;
  if (!current) return null;
  const count = endpoints.length;
  const isLast = steps.index === count - 1;
  return (
    <div ref={container}>
      <SurveyForm
        key={`${steps.index}:${current.id}`}
        survey={current}
        initialValues={steps.values}
        primary={isLast ? "submit" : "continue"}
        locked={steps.locked}
        busy={steps.busy}
        headingLevel={headingLevel}
        before={
          count > 1 ? (
            <p className="crest-survey-progress">
              {intl.formatMessage({ id: "surveys.step" }, { current: steps.index + 1, total: count })}
            </p>
          ) : null
        }
        onBack={steps.index > 0 ? steps.back : undefined}
        onValuesChange={steps.keep}
        onError={notifyError}
        // A form sent on the way to the next one is confirmed by a toast; the last one by the
        // thank-you panel alone, never both (issue 24).
        onSubmit={async (values) => {
          const outcome = await steps.submit(values);
          if (outcome === "sent" && !isLast)
            notifySuccess({ title: t("surveys.success.title"), description: t("surveys.success.text") });
        }}
      />
    </div>
  );
}
