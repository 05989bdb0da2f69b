export { loadFieldMessageIds, loadStaffFieldMessageIds, translateFieldMessage } from "./field-messages.ts";
export { schemaRule } from "./schema-rule.ts";
export {
  applyServerErrors,
  type FieldErrors,
  type FieldPath,
  serverFieldErrors,
} from "./server-field-errors.ts";
export { type FormFeedback, useFormFeedback } from "./use-form-feedback.ts";
