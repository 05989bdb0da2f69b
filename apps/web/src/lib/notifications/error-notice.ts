import { isApiError } from "../api-error.ts";
import { type FieldTranslator, translateFieldMessage } from "../forms/field-messages.ts";
import { errorWording } from "./error-wording.ts";

export interface ErrorNotice {
  title: string;
  description: string;
  requestId?: string;
}

/** The part of react-intl's IntlShape this needs. */
export type Translator = FieldTranslator;

/**
 * What the error notification says about an error (spec-2 §8: title, description, request id),
 * in the language the member reads: a known code is worded from the shared catalogue (once loaded, see error-wording.ts) and field
 * details by their stable id, since the API words them in the club's language.
 */
export function errorNotice(error: unknown, intl: Translator): ErrorNotice {
  if (!isApiError(error)) {
    return {
      title: intl.formatMessage({ id: "notify.error.title" }),
      description: intl.formatMessage({ id: "notify.error.description" }),
    };
  }
  const { body } = error;
  const language = intl.locale.toLowerCase().startsWith("es") ? "es" : "en";
  const wording = errorWording(body.code, language);
  const raw = Array.isArray(body.errorDetails)
    ? body.errorDetails
    : body.errorDetails
      ? [body.errorDetails]
      : [];
  const details = raw.map((detail) => translateFieldMessage(detail.details, intl)).join(" ");
  return {
    title: wording?.title ?? body.title,
    description: details || wording?.description || body.errorDescription || body.errorMessage,
    requestId: body.requestId,
  };
}
