export {
  DEFAULT_THUMBNAIL_COUNT,
  Gallery,
  type GalleryImage,
  type GalleryPresentation,
  type GalleryProps,
} from "./gallery.tsx";
export { IMAGE_PLACEHOLDER, ImageWithFallback, type ImageWithFallbackProps } from "./image-with-fallback.tsx";
export {
  CAROUSEL_SLIDES_TO_SHOW,
  CAROUSEL_SLIDES_TO_SHOW_MEDIUM,
  CAROUSEL_SPEED_MS,
  MediaCarousel,
  type MediaCarouselProps,
} from "./media-carousel.tsx";
