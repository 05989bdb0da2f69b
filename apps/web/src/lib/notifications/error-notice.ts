import { isApiError } from "../api-error.ts";

export interface ErrorNotice {
  title: string;
  description: string;
  requestId?: string;
}

/** What the error notification says about an error (spec-2 §8: title, description, request id). */
/** The part of react-intl's IntlShape this needs. */
export interface Translator {
  formatMessage: (descriptor: { id: string }) => string;
}

export function errorNotice(error: unknown, intl: Translator): ErrorNotice {
  if (!isApiError(error)) {
    return {
      title: intl.formatMessage({ id: "notify.error.title" }),
      description: intl.formatMessage({ id: "notify.error.description" }),
    };
  }
  const { body } = error;
  const details = Array.isArray(body.errorDetails)
    ? body.errorDetails.map((detail) => detail.details).join(" ")
    : body.errorDetails?.details;
  return {
    title: body.title,
    description: details || body.errorDescription || body.errorMessage,
    requestId: body.requestId,
  };
}
