import { type ImgHTMLAttributes, useState } from "react";
import { mediaUrl } from "../../lib/media-url.ts";
import { PLACEHOLDER_IMAGE } from "./placeholder-image.ts";

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  /** A media path (relative paths are served under /media) or a URL. */
  src: string | null | undefined;
  /** Every image needs a text alternative; pass "" for a purely decorative one. */
  alt: string;
  fallback?: string;
}

/** An image that shows a neutral placeholder when it is missing or fails to load (spec-2 §8). */
export function FallbackImage({ src, alt, fallback = PLACEHOLDER_IMAGE, ...rest }: FallbackImageProps) {
  const resolved = mediaUrl(src) ?? fallback;
  // Remembering which source failed (not just "failed") lets a new src try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <img
      {...rest}
      alt={alt}
      src={failedSrc === resolved ? fallback : resolved}
      onError={() => setFailedSrc(resolved)}
    />
  );
}
