/**
 * The message catalogue: every folder that owns UI strings has a `messages.ts` beside it
 * exporting `messages = { en, es }`; they are merged here, except the lazy ones (a feature's
 * `lazy-messages/messages.ts`, see lazy-messages.tsx). A club's own wording
 * (config.intl.messages) is laid over the catalogue at run time.
 */
import type { Language } from "@crest/domain";
import type { IntlConfig, MessageFormatElement } from "react-intl";
import { parseClubMessages } from "./club-messages.ts";

/** Strings in development and tests; message elements in a build (build/precompiled-messages.ts). */
export type Messages = Record<string, string | MessageFormatElement[]>;
export type Catalogue = Record<Language, Messages>;

interface MessagesModule {
  messages: Catalogue;
}

// Catalogues under a `lazy-messages/` folder come with their feature's chunk (LazyMessages).
const modules = import.meta.glob<MessagesModule>(
  ["/src/**/messages.ts", "!/src/**/lazy-messages/messages.ts"],
  { eager: true },
);

export const catalogue: Catalogue = Object.values(modules).reduce<Catalogue>(
  (all, module) => ({
    en: { ...all.en, ...module.messages.en },
    es: { ...all.es, ...module.messages.es },
  }),
  { en: {}, es: {} },
);

/**
 * The catalogue for a language with a club's overrides (plain strings) on top, as react-intl
 * takes it. A development catalogue holds strings and the overrides elements; react-intl reads
 * each message on its own, so the mix is fine although its type says one kind or the other.
 */
export function messagesFor(
  language: Language,
  overrides?: Partial<Record<Language, Record<string, string>>>,
): IntlConfig["messages"] {
  const own = overrides?.[language];
  const merged: Messages = own
    ? { ...catalogue[language], ...parseClubMessages({ [language]: own })[language] }
    : catalogue[language];
  return merged as IntlConfig["messages"];
}
