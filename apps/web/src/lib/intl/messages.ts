/** Strings of the language switch, shared by both shells. */
export const messages = {
  en: {
    "language.label": "Language",
    "language.en": "English",
    "language.es": "Español",
  },
  es: {
    "language.label": "Idioma",
    "language.en": "English",
    "language.es": "Español",
  },
};
