export { schemaRule } from "./schema-rule.ts";
export {
  applyServerErrors,
  type FieldErrors,
  type FieldPath,
  serverFieldErrors,
} from "./server-field-errors.ts";
