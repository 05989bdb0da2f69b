// @vitest-environment node
import { errorCatalogue } from "@crest/domain/common/error-catalogue";
import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";

describe("the members-only notice", () => {
  it("says the same as the API's members_only error, in both languages", () => {
    for (const language of ["en", "es"] as const) {
      expect(messages[language]["result.membersOnly.title"]).toBe(
        errorCatalogue.members_only[language].title,
      );
      expect(messages[language]["result.membersOnly.subtitle"]).toBe(
        errorCatalogue.members_only[language].description,
      );
    }
    expect(messages.es["result.membersOnly.title"]).toBe("Solo para socios");
  });
});
