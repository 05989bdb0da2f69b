export const messages = {
  en: {
    "content.privacy": "Privacy Policy",
    "content.terms": "Terms of Service",
    "content.cookie": "Cookie Policy",
    "content.faq": "Frequently Asked Questions",
    "content.analytics.title": "Analytics Cookies",
    "content.analytics.text":
      "The club would like to use analytics cookies to learn how members use this portal. They are only set if you accept them.",
    "content.analytics.undecided": "You have not chosen yet: no analytics cookies are set.",
    "content.analytics.accepted": "You accepted analytics cookies.",
    "content.analytics.declined": "You declined analytics cookies: none are set.",
    "content.analytics.accept": "Accept analytics cookies",
    "content.analytics.decline": "Decline",
  },
  es: {
    "content.privacy": "Política de privacidad",
    "content.terms": "Términos del servicio",
    "content.cookie": "Política de cookies",
    "content.faq": "Preguntas frecuentes",
    "content.analytics.title": "Cookies de análisis",
    "content.analytics.text":
      "El club desea usar cookies de análisis para saber cómo usan los socios este portal. Solo se instalan si usted las acepta.",
    "content.analytics.undecided": "Aún no ha elegido: no se instala ninguna cookie de análisis.",
    "content.analytics.accepted": "Ha aceptado las cookies de análisis.",
    "content.analytics.declined": "Ha rechazado las cookies de análisis: no se instala ninguna.",
    "content.analytics.accept": "Aceptar cookies de análisis",
    "content.analytics.decline": "Rechazar",
  },
};
