export const messages = {
  en: { "page.breadcrumb": "Breadcrumb" },
  es: { "page.breadcrumb": "Ruta de navegación" },
};
