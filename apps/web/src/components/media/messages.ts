/** en and es catalogues for the media widgets; es is typed against en so a missing key fails tsc. */
const en = {
  "media.gallery.title": "Gallery",
  "media.gallery.showImage": "Show image {index} of {total}",
  "media.gallery.open": "Open gallery at image {index} of {total}",
  "media.gallery.more": "+{count} more",
  "media.gallery.previous": "Previous image",
  "media.gallery.next": "Next image",
  "media.gallery.position": "{index} / {total}",
  "media.carousel.role": "carousel",
  "media.carousel.label": "Images",
} as const;

const es: Record<keyof typeof en, string> = {
  "media.gallery.title": "Galería",
  "media.gallery.showImage": "Mostrar imagen {index} de {total}",
  "media.gallery.open": "Abrir la galería en la imagen {index} de {total}",
  "media.gallery.more": "+{count} más",
  "media.gallery.previous": "Imagen anterior",
  "media.gallery.next": "Imagen siguiente",
  "media.gallery.position": "{index} / {total}",
  "media.carousel.role": "carrusel",
  "media.carousel.label": "Imágenes",
};

export const messages = { en, es };
