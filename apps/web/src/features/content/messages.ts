export const messages = {
  en: {
    "content.privacy": "Privacy Policy",
    "content.terms": "Terms of Service",
    "content.cookie": "Cookie Policy",
    "content.faq": "Frequently Asked Questions",
  },
  es: {
    "content.privacy": "Política de privacidad",
    "content.terms": "Términos del servicio",
    "content.cookie": "Política de cookies",
    "content.faq": "Preguntas frecuentes",
  },
};
