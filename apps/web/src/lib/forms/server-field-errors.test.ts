// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../api-error.ts";
import { loadFieldMessageIds } from "./field-messages.ts";
import { serverFieldErrors } from "./server-field-errors.ts";

// As the api client does before it throws an error answer (the ids load in their own chunk).
beforeAll(() => loadFieldMessageIds());

const apiError = (errorDetails: unknown) =>
  new ApiError(400, {
    code: "invalid_request",
    error: "invalid_request",
    title: "Invalid Request",
    errorMessage: "Invalid Request",
    errorDescription: "Check the fields",
    errorDetails,
  });

describe("serverFieldErrors", () => {
  it("maps snake_case and dotted fields to camelCase paths, grouping details per field", () => {
    const error = apiError([
      { field: "first_name", details: "Please enter your first name" },
      { field: "password.current_password", details: "The current password is not correct" },
      { field: "first_name", details: "Too long" },
      { details: "No field" },
    ]);
    expect(serverFieldErrors(error)).toEqual([
      { name: ["firstName"], errors: ["Please enter your first name", "Too long"] },
      { name: ["password", "currentPassword"], errors: ["The current password is not correct"] },
    ]);
  });

  it("accepts a single detail and ignores other errors", () => {
    expect(serverFieldErrors(apiError({ field: "email", details: "Taken" }))).toEqual([
      { name: ["email"], errors: ["Taken"] },
    ]);
    expect(serverFieldErrors(new Error("x"))).toEqual([]);
  });

  it("says the API's field messages in the member's language by their stable id", () => {
    const spanish = {
      locale: "es-ES",
      formatMessage: ({ id }: { id: string }) =>
        ({
          "fieldError.email_taken": "Este correo electrónico ya está registrado",
          "fieldError.unknown": "Revise este campo",
        })[id] ?? id,
    };
    const error = apiError([
      { field: "email", details: "This e-mail is already registered" },
      { field: "first_name", details: "Too big: expected string to have <=100 characters" },
    ]);
    expect(serverFieldErrors(error, spanish)).toEqual([
      { name: ["email"], errors: ["Este correo electrónico ya está registrado"] },
      { name: ["firstName"], errors: ["Revise este campo"] },
    ]);
    // In English a message without an id is shown as the API sent it.
    expect(serverFieldErrors(error, { ...spanish, locale: "en-US" })[1]?.errors).toEqual([
      "Too big: expected string to have <=100 characters",
    ]);
  });
});
