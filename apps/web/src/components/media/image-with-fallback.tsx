import { createContext, type ImgHTMLAttributes, useContext, useState } from "react";
import { mediaUrl } from "../../lib/media-url.ts";

/** A neutral grey frame with a picture glyph; inline so it can never fail to load itself. */
export const IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48" fill="#f0f0f0"/><path d="M20 34l8-10 6 7 4-5 6 8z" fill="#bfbfbf"/><circle cx="41" cy="17" r="3" fill="#bfbfbf"/></svg>',
)}`;

/** The club's own placeholder image (config.props.assets.placeholder), tried before the built-in one. */
export const ImagePlaceholderContext = createContext<string | null>(null);

export interface ImageWithFallbackProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "onError"> {
  /** Absolute URL or a media path relative to /media; missing shows the placeholder. */
  src?: string | null;
  /** Required: every image is described, the placeholder keeps the same description. */
  alt: string;
  /** Tried before the built-in placeholder, e.g. a club's default cover. */
  fallbackSrc?: string;
}

/** An <img> that swaps to a placeholder when its source fails to load (spec-2 §2 Panels). */
export function ImageWithFallback({ src, alt, fallbackSrc, ...rest }: ImageWithFallbackProps) {
  // Remember which sources failed rather than a flag, so a new src gets a fresh try.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const clubPlaceholder = useContext(ImagePlaceholderContext);
  const candidates = [mediaUrl(src) ?? null, fallbackSrc ?? null, clubPlaceholder, IMAGE_PLACEHOLDER];
  const current =
    candidates.find((candidate): candidate is string => candidate !== null && !failed.includes(candidate)) ??
    IMAGE_PLACEHOLDER;
  const isPlaceholder = current !== candidates[0];

  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      data-fallback={isPlaceholder || undefined}
      onError={() => {
        if (current !== IMAGE_PLACEHOLDER) setFailed((list) => [...list, current]);
      }}
    />
  );
}
