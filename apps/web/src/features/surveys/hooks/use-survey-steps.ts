import type { Survey } from "@crest/domain";
import { useQueries } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { surveyQuery } from "../api/get-survey.ts";
import { useSubmitSurvey } from "../api/submit-survey.ts";
import { answersOf, initialValues, type SurveyFormValues } from "../components/survey-answers.ts";

export interface SurveyStepsState {
  status: "loading" | "error" | "ready";
  error: unknown;
  surveys: Survey[];
  /** The form shown (0-based). */
  index: number;
  current: Survey | undefined;
  /** True once the last form is behind the member: the thank-you shows. */
  done: boolean;
  /** What the current form starts with: the member's entries if they were here before. */
  values: SurveyFormValues;
  /** The current form cannot be sent (answered once already, or closed): Continue only moves on. */
  locked: boolean;
  busy: boolean;
  keep: (values: SurveyFormValues) => void;
  back: () => void;
  /** Sends the current form (unless it is locked or unchanged since it was sent), then moves on. */
  submit: (values: SurveyFormValues) => Promise<"sent" | "skipped">;
  retry: () => void;
}

/**
 * The multi-form carousel's state (spec-1 §2.8, §4 multi-survey): the surveys read at their
 * endpoints, one form at a time, one step forward per successful submit, Back to earlier forms
 * with what was entered, and done after the last. Embedded by order, booking and membership
 * surveys through `SurveySteps`, or directly by a feature that draws its own frame.
 */
export function useSurveySteps(endpoints: readonly string[], onDone?: () => void): SurveyStepsState {
  const results = useQueries({ queries: endpoints.map((endpoint) => surveyQuery(endpoint)) });
  const submitSurvey = useSubmitSurvey();
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState(false);
  const [drafts, setDrafts] = useState<Record<number, SurveyFormValues>>({});
  const [sent, setSent] = useState<Record<number, string>>({});

  const surveys = results.flatMap((result) => (result.data ? [result.data] : []));
  const failed = results.find((result) => result.isError);
  const status = failed ? "error" : surveys.length < endpoints.length ? "loading" : "ready";
  const current = status === "ready" ? surveys[index] : undefined;
  const values = useMemo(
    () => drafts[index] ?? (current ? initialValues(current) : {}),
    [drafts, index, current],
  );

  const keep = useCallback(
    (next: SurveyFormValues) => setDrafts((all) => ({ ...all, [index]: next })),
    [index],
  );

  const forward = useCallback(() => {
    if (index + 1 < endpoints.length) setIndex(index + 1);
    else {
      setDone(true);
      onDone?.();
    }
  }, [index, endpoints.length, onDone]);

  const submit = useCallback(
    async (formValues: SurveyFormValues) => {
      const endpoint = endpoints[index];
      if (!current || endpoint === undefined) return "skipped" as const;
      const answers = answersOf(current, formValues);
      const key = JSON.stringify(answers);
      if (!current.canSubmit || sent[index] === key) {
        forward();
        return "skipped" as const;
      }
      await submitSurvey.mutateAsync({ endpoint, answers });
      setSent((all) => ({ ...all, [index]: key }));
      setDrafts((all) => ({ ...all, [index]: formValues }));
      forward();
      return "sent" as const;
    },
    [current, endpoints, index, sent, submitSurvey, forward],
  );

  return {
    status,
    error: failed?.error ?? null,
    surveys,
    index,
    current,
    done,
    values,
    locked: current ? !current.canSubmit : false,
    busy: submitSurvey.isPending,
    keep,
    back: () => setIndex((at) => Math.max(0, at - 1)),
    submit,
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
