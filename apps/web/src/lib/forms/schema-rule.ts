import type { FormRule } from "antd";
import type { z } from "zod";

/**
 * An antd rule that checks a value with a shared zod schema (DESIGN conventions 6: forms reuse the
 * API's field schemas). The schema decides; the message is the form's translated wording, since
 * schema messages are the server's English. Empty values pass: pair with `required` when needed.
 */
export function schemaRule(schema: z.ZodType, message: string): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      if (value === undefined || value === null || value === "") return Promise.resolve();
      return schema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}
