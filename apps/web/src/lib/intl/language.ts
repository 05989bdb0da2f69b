import type { Language } from "@crest/domain";

/** The catalogue language of a locale (as languageOf in @crest/domain, whose module brings zod). */
const languageOf = (locale: string): Language => (locale.toLowerCase().startsWith("es") ? "es" : "en");

const STORAGE_KEY = "crest.language";

/** The member's own choice, kept across visits on this device. */
export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === "en" || value === "es" ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this visit only.
  }
}

/** The member's choice first, then the club's locale. */
export const initialLanguage = (clubLocale: string): Language => storedLanguage() ?? languageOf(clubLocale);

/** Before the config arrives (startup screens), the browser's language is the best guess. */
export const browserLanguage = (): Language => storedLanguage() ?? languageOf(navigator.language || "en");
