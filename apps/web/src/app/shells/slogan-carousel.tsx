import type { Language, Slogan } from "@crest/domain";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { mediaUrl } from "../../lib/media-url.ts";

export const SLOGAN_AUTOPLAY_MS = 5000;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The club's slogans beside the public pages (spec-1 §2.3): a new slide every 5 s, endlessly,
 * each with title, subtitle and background image. A small cross-fade of its own rather than
 * antd's Carousel (react-slick, ~13 KB) keeps the login page within its bundle budget. The
 * pause control keeps moving content under the visitor's control (WCAG 2.2.2): one label,
 * "Pause slideshow", pressed while paused.
 */
export default function SloganCarousel({ slogans }: { slogans: Slogan[] }) {
  const intl = useIntl();
  const language: Language = intl.locale.toLowerCase().startsWith("es") ? "es" : "en";
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const count = slogans.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), SLOGAN_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  return (
    <div className="crest-slides">
      {slogans.map((slogan, position) => {
        // The club's own translation of the slide, in the member's language (issue 24).
        const text = slogan.translations?.[language] ?? slogan;
        return (
          <div
            key={`${slogan.title}-${slogan.image}`}
            className={position === index % count ? "crest-slide crest-slide--current" : "crest-slide"}
            aria-hidden={position !== index % count}
            style={{ backgroundImage: slogan.image ? `url("${mediaUrl(slogan.image)}")` : undefined }}
          >
            <div className="crest-slide__text">
              <p className="crest-slide__title">{text.title}</p>
              {text.subtitle ? <p className="crest-slide__subtitle">{text.subtitle}</p> : null}
            </div>
          </div>
        );
      })}
      {count > 1 ? (
        <button
          type="button"
          className="crest-slides__pause"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          {intl.formatMessage({ id: "shell.pauseSlides" })}
        </button>
      ) : null}
    </div>
  );
}
