// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../api-error.ts";
import { errorNotice } from "./error-notice.ts";
import { loadErrorWording } from "./error-wording.ts";

const intl = { locale: "en-US", formatMessage: ({ id }: { id: string }) => id };

describe("errorNotice before the catalogue's wording has loaded", () => {
  it("shows the API's own wording of a known code", () => {
    const error = new ApiError(409, {
      code: "email_taken",
      title: "Correo ya registrado",
      errorDescription: "Ya existe una cuenta con este correo.",
    });
    expect(errorNotice(error, intl)).toMatchObject({
      title: "Correo ya registrado",
      description: "Ya existe una cuenta con este correo.",
    });
  });
});

describe("errorNotice", () => {
  beforeAll(loadErrorWording);

  it("uses the API error's title, details and request id", () => {
    const error = new ApiError(400, {
      code: "invalid_request",
      error: "invalid_request",
      title: "Invalid Request",
      errorMessage: "Bad",
      errorDescription: "Check the fields",
      errorDetails: [{ details: "Email is wrong." }, { details: "Name is missing." }],
      requestId: "r-9",
    });
    expect(errorNotice(error, intl)).toEqual({
      title: "Invalid Request",
      description: "Email is wrong. Name is missing.",
      requestId: "r-9",
    });
  });

  it("falls back to the description and to generic wording for other errors", () => {
    const error = new ApiError(500, undefined);
    expect(errorNotice(error, intl).description).toBe("We are working on fixing problem.");
    expect(errorNotice(new TypeError("x"), intl)).toEqual({
      title: "notify.error.title",
      description: "notify.error.description",
    });
  });

  it("words a known code in the member's language and translates field details", () => {
    const error = new ApiError(409, {
      code: "email_taken",
      title: "E-mail Already Registered",
      errorDescription: "An account with this e-mail already exists.",
      errorDetails: [{ field: "email", details: "This e-mail is already registered" }],
    });
    const spanish = { locale: "es-ES", formatMessage: ({ id }: { id: string }) => `es:${id}` };
    expect(errorNotice(error, spanish)).toMatchObject({
      title: "Correo ya registrado",
      description: "es:fieldError.email_taken",
    });
    const signIn = new ApiError(401, { code: "invalid_credentials", title: "Sign In Failed" });
    expect(errorNotice(signIn, spanish).description).toBe(
      "El correo electrónico o la contraseña no son correctos.",
    );
  });
});
