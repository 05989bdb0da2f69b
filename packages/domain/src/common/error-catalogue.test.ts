import { describe, expect, it } from "vitest";
import { apiErrorSchema, errorScreenFor } from "./api-error.ts";
import { codeForStatus, describeError, errorCatalogue, isErrorCode } from "./error-catalogue.ts";

describe("error catalogue", () => {
  it("words every code in English and Spanish with an error status", () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      for (const language of ["en", "es"] as const) {
        expect(entry[language].title.trim(), `${code} ${language}`).not.toBe("");
        expect(entry[language].description.trim(), `${code} ${language}`).not.toBe("");
      }
      expect(entry.es.title, `${code} is not translated`).not.toBe(
        entry.en.title === "Not Connected" ? "" : entry.en.title,
      );
    }
  });

  it("keeps the spec's wording", () => {
    expect(describeError("not_found").description).toBe(
      "The resource you are looking for could not be found.",
    );
    expect(describeError("card_declined").title).toBe("Payment Failed");
    expect(describeError("checkout_empty").description).toBe("You have no items in your shopping cart.");
    expect(describeError("wallet_device_not_supported").title).toBe("Device Not Supported");
  });

  it("maps bare statuses to codes and codes to error screens", () => {
    expect(codeForStatus(404)).toBe("not_found");
    expect(codeForStatus(418)).toBe("internal_error");
    expect(isErrorCode("invalid_request")).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
    expect(errorScreenFor(403)).toBe("forbidden");
    expect(errorScreenFor(406)).toBe("notFound");
    expect(errorScreenFor(500)).toBe("error");
  });

  it("describes the API error object", () => {
    const parsed = apiErrorSchema.safeParse({
      code: "invalid_request",
      error: "Bad Request",
      title: "Invalid Request",
      errorMessage: "…",
      errorDescription: "…",
      errorDetails: [{ field: "email", details: "Please enter a valid e-mail address" }],
      requestId: "r1",
    });
    expect(parsed.success).toBe(true);
  });
});
