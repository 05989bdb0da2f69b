/** Strings of the club's content pages (spec-1 §2.2 /club-benefits, /activities, /blogs, /pages/:id). */
export const messages = {
  en: {
    "clubContent.benefits": "Club Benefits",
    "clubContent.activities": "Activities",
    "clubContent.blogs": "Blog",
    "clubContent.all": "All",
    "clubContent.empty": "No items to show",
    "clubContent.readMore": "Read More",
    "clubContent.back": "Back",
    "clubContent.membersOnly": "Members Only",
    "clubContent.membersOnlyText": "Members Only: you must be an active member to access this page",
    "clubContent.notFound": "Oops. Page not found",
  },
  es: {
    "clubContent.benefits": "Beneficios del club",
    "clubContent.activities": "Actividades",
    "clubContent.blogs": "Blog",
    "clubContent.all": "Todos",
    "clubContent.empty": "No hay elementos para mostrar",
    "clubContent.readMore": "Leer más",
    "clubContent.back": "Volver",
    "clubContent.membersOnly": "Solo socios",
    "clubContent.membersOnlyText": "Solo socios: debe ser socio activo para acceder a esta página",
    "clubContent.notFound": "Vaya. Página no encontrada",
  },
};
