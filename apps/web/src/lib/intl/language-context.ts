import type { Language } from "@crest/domain";
import { createContext, useContext } from "react";

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageState>({ language: "en", setLanguage: () => {} });

/** The current language and a way to switch it (persisted on this device). */
export const useLanguage = (): LanguageState => useContext(LanguageContext);
