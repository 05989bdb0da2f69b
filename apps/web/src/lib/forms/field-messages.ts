type FieldMessages = typeof import("@crest/domain/common/field-messages");
type StaffFieldMessages = typeof import("@crest/domain/common/staff-field-messages");

let fieldMessages: FieldMessages | undefined;
let staffFieldMessages: StaffFieldMessages | undefined;

/**
 * Loads the field messages' ids in their own chunk: the api client does before it throws an
 * error answer (with the error wording), and the forms that word their own checks when they
 * load, so the sign-in page does not carry every field message up front.
 */
export async function loadFieldMessageIds(): Promise<void> {
  fieldMessages ??= await import("@crest/domain/common/field-messages");
}

/** Loads the ids of the field messages only staff meet: admin mode does, with its catalogue. */
export async function loadStaffFieldMessageIds(): Promise<void> {
  staffFieldMessages ??= await import("@crest/domain/common/staff-field-messages");
}

/** The part of react-intl's IntlShape this needs. */
export interface FieldTranslator {
  locale: string;
  formatMessage: (descriptor: { id: string }) => string;
}

/**
 * A field message from the API in the member's language: found by its stable id (the API words
 * it in English, @crest/domain/common/field-messages). A message without an id stays as sent in
 * English and becomes a general 'check this field' in Spanish, never English on a Spanish page.
 */
export function translateFieldMessage(details: string, intl: FieldTranslator): string {
  const id = fieldMessages?.fieldMessageId(details) ?? staffFieldMessages?.staffFieldMessageId(details);
  if (id) return intl.formatMessage({ id: `fieldError.${id}` });
  return intl.locale.toLowerCase().startsWith("en")
    ? details
    : intl.formatMessage({ id: "fieldError.unknown" });
}
