export const messages = {
  en: { "empty.list": "No items to show", "empty.filtered": "Your filters produced no results!" },
  es: {
    "empty.list": "No hay elementos para mostrar",
    "empty.filtered": "¡Sus filtros no produjeron resultados!",
  },
};
