/** Strings of the network switch's pages (spec-1 §4), loaded with their chunk (the sign-in page's budget). */
export const messages = {
  en: {
    "networkSwitch.leaving": "Taking you to your other club",
    "networkSwitch.arriving": "Signing you in",
    "networkSwitch.failedTitle": "We Could Not Switch You",
    "networkSwitch.failedText":
      "Something went wrong on the way to your other club. Go back and switch again.",
    "networkSwitch.expiredTitle": "This Switch Has Expired",
    "networkSwitch.expiredText":
      "It has expired or was started in another browser. Go back to your club and switch again from there.",
    "networkSwitch.otherTitle": "Someone Else Is Signed In Here",
    "networkSwitch.otherText":
      "Another account is signed in at this club in this browser. Sign it out to continue, or stay as you are.",
    "networkSwitch.signOutAndContinue": "Sign Out and Continue",
    "networkSwitch.stay": "Stay Signed In",
    "networkSwitch.back": "Back to the Portal",
  },
  es: {
    "networkSwitch.leaving": "Llevándole a su otro club",
    "networkSwitch.arriving": "Iniciando su sesión",
    "networkSwitch.failedTitle": "No pudimos cambiarle de club",
    "networkSwitch.failedText": "Algo falló de camino a su otro club. Vuelva e intente el cambio de nuevo.",
    "networkSwitch.expiredTitle": "Este cambio ha caducado",
    "networkSwitch.expiredText":
      "Ha caducado o se inició en otro navegador. Vuelva a su club y cambie de nuevo desde allí.",
    "networkSwitch.otherTitle": "Hay otra sesión iniciada aquí",
    "networkSwitch.otherText":
      "Otra cuenta tiene la sesión iniciada en este club en este navegador. Ciérrela para continuar o quédese como está.",
    "networkSwitch.signOutAndContinue": "Cerrar sesión y continuar",
    "networkSwitch.stay": "Mantener la sesión",
    "networkSwitch.back": "Volver al portal",
  },
};
