/**
 * A club's own wording (config.intl.messages) arrives as strings, while the bundle's catalogue
 * is parsed at build time and carries no ICU parser (build/precompiled-messages.ts). Overrides
 * are plain text with `{name}` placeholders (the catalogue uses no plural or select forms);
 * this turns them into the same message elements react-intl reads.
 */
import type { Language } from "@crest/domain";
import type { MessageFormatElement } from "react-intl";

/** react-intl's element types: 0 literal text, 1 a `{name}` argument. */
const LITERAL = 0;
const ARGUMENT = 1;

export type ParsedMessages = Partial<Record<Language, Record<string, MessageFormatElement[]>>>;

/** "Hello, {name}!" → literal "Hello, ", argument name, literal "!". */
export function parseClubMessage(text: string): MessageFormatElement[] {
  const elements: MessageFormatElement[] = [];
  for (const part of text.split(/(\{[A-Za-z_][\w-]*\})/)) {
    if (part === "") continue;
    const argument = /^\{([A-Za-z_][\w-]*)\}$/.exec(part);
    elements.push(argument?.[1] ? { type: ARGUMENT, value: argument[1] } : { type: LITERAL, value: part });
  }
  return elements;
}

export function parseClubMessages(
  overrides: Partial<Record<Language, Record<string, string>>>,
): ParsedMessages {
  const parsed: ParsedMessages = {};
  for (const [language, entries] of Object.entries(overrides) as [Language, Record<string, string>][]) {
    parsed[language] = Object.fromEntries(
      Object.entries(entries).map(([id, text]) => [id, parseClubMessage(text)]),
    );
  }
  return parsed;
}
