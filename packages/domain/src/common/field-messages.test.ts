import { describe, expect, it } from "vitest";
import { accountUpdateSchema } from "../account/account-update.schemas.ts";
import { registerRequestSchema } from "../auth/auth.schemas.ts";
import { FIELD_MESSAGES, fieldMessageId } from "./field-messages.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("field messages", () => {
  it("gives every message the shared schemas produce a stable id", () => {
    const messages = [
      ...messagesOf(
        registerRequestSchema.safeParse({ firstName: " ", lastName: "", email: "malo@", password: "weak" }),
      ),
      ...messagesOf(
        accountUpdateSchema.safeParse({
          birthdate: "3000-01-01",
          country: "XX",
          mobile: "123",
          phone: { countryCode: "abc", number: "1" },
        }),
      ),
      ...messagesOf(accountUpdateSchema.safeParse({ birthdate: "1.1.1990" })),
    ];
    expect(messages.length).toBeGreaterThan(8);
    for (const message of messages) expect(fieldMessageId(message), message).toBeDefined();
  });

  it("finds ids by the wording the API sends, and only ours", () => {
    expect(fieldMessageId("Please enter a valid e-mail address")).toBe("email_invalid");
    expect(fieldMessageId(` ${FIELD_MESSAGES.email_taken} `)).toBe("email_taken");
    expect(fieldMessageId("Too big: expected string to have <=100 characters")).toBeUndefined();
  });
});
