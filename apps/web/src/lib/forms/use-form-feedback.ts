import type { FormInstance, FormProps } from "antd";
import { useCallback, useId, useMemo } from "react";
import { useIntl } from "react-intl";
import { announce } from "../a11y/announcer.tsx";
import { type ApplyServerErrorsOptions, applyServerErrors, type FieldErrors } from "./server-field-errors.ts";

const FOCUS_FIRST_ERROR = { focus: true, block: "center" } as const;

export interface FormFeedback {
  /** Spread on the antd Form: a unique name (field ids), noValidate, and the failed-check report. */
  formProps: Pick<FormProps, "name" | "onFinishFailed" | "scrollToFirstError"> & { noValidate: true };
  /**
   * Puts the API's field errors on the form in the member's language, moves focus to the first
   * and announces them; false when none landed (the caller then notifies).
   */
  showServerErrors: (error: unknown) => boolean;
}

/**
 * How every form tells the member what is wrong (WCAG 3.3.1, 4.1.3): the browser's own bubbles
 * are off (noValidate), so they never replace the portal's words; a failed check focuses the
 * first invalid field (whose message is its description) and says every message in a live
 * region; field ids are unique per form instance (`name`), so two
 * forms on one page never share an id.
 */
export function useFormFeedback(
  form: FormInstance,
  kind: string,
  options: Omit<ApplyServerErrorsOptions, "intl"> = {},
): FormFeedback {
  const intl = useIntl();
  const instance = useId().replace(/[^a-zA-Z0-9]/g, "");
  const say = useCallback(
    (fields: FieldErrors[]) =>
      announce(
        intl.formatMessage(
          { id: "forms.invalidFields" },
          { errors: fields.flatMap((field) => field.errors).join(" ") },
        ),
        "assertive",
      ),
    [intl],
  );
  const { fields, topLevel } = options;
  const showServerErrors = useCallback(
    (error: unknown) => {
      const landed = applyServerErrors(form, error, { fields, topLevel, intl });
      const first = landed[0];
      if (!first) return false;
      form.scrollToField(first.name, { focus: true, block: "center" });
      say(landed);
      return true;
    },
    [form, fields, topLevel, intl, say],
  );
  const formProps = useMemo(
    () => ({
      name: `${kind}-${instance}`,
      noValidate: true as const,
      scrollToFirstError: FOCUS_FIRST_ERROR,
      onFinishFailed: ({ errorFields }: { errorFields: FieldErrors[] }) => say(errorFields),
    }),
    [kind, instance, say],
  );
  return { formProps, showServerErrors };
}
