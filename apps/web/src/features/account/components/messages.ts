/** Strings of the Choose Location screen (spec-1 §2.5 item 7). */
export const messages = {
  en: { "location.choose.title": "Choose Location" },
  es: { "location.choose.title": "Elegir ubicación" },
};
