export const messages = {
  en: {
    "startup.loading": "Loading…",
    "startup.retry": "Try again",
    "startup.unknownClub.title": "Club not found",
    "startup.unknownClub.text":
      "There is no club portal at this address. Check the link or contact your club.",
    "startup.offline.title": "We could not reach the portal",
    "startup.offline.text": "Check your internet connection and try again.",
    "startup.unexpected.title": "Sorry, an unexpected error occurred",
    "startup.unexpected.text": "We are working on fixing problem.",
    "startup.reload": "Reload the page",
  },
  es: {
    "startup.loading": "Cargando…",
    "startup.retry": "Intentar de nuevo",
    "startup.unknownClub.title": "Club no encontrado",
    "startup.unknownClub.text":
      "No hay ningún portal de club en esta dirección. Revise el enlace o comuníquese con su club.",
    "startup.offline.title": "No pudimos conectar con el portal",
    "startup.offline.text": "Revise su conexión a internet e inténtelo de nuevo.",
    "startup.unexpected.title": "Lo sentimos, ocurrió un error inesperado",
    "startup.unexpected.text": "Estamos trabajando para solucionar el problema.",
    "startup.reload": "Recargar la página",
  },
};
