export const messages = {
  en: {
    "notify.error.title": "Something Went Wrong",
    "notify.error.description": "We could not complete this request. Please try again.",
    "notify.supportDetails": "Details for support: request {id}",
  },
  es: {
    "notify.error.title": "Algo salió mal",
    "notify.error.description": "No pudimos completar esta solicitud. Inténtelo de nuevo.",
    "notify.supportDetails": "Datos para soporte: solicitud {id}",
  },
};
