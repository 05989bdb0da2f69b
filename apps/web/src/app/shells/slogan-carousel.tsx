import type { Slogan } from "@crest/domain";
import { Button, Carousel } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { mediaUrl } from "../../lib/media-url.ts";

export const SLOGAN_AUTOPLAY_MS = 5000;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The club's slogans beside the public pages (spec-1 §2.3): autoplay every 5 s, endless.
 * A pause control keeps moving content under the member's control (WCAG 2.2.2).
 */
export default function SloganCarousel({ slogans }: { slogans: Slogan[] }) {
  const intl = useIntl();
  const [paused, setPaused] = useState(prefersReducedMotion);
  if (slogans.length === 0) return null;
  return (
    <>
      <Carousel autoplay={!paused} autoplaySpeed={SLOGAN_AUTOPLAY_MS} infinite dots effect="fade">
        {slogans.map((slogan) => (
          <div key={`${slogan.title}-${slogan.image}`}>
            <div
              className="crest-slide"
              style={{ backgroundImage: slogan.image ? `url("${mediaUrl(slogan.image)}")` : undefined }}
            >
              <div className="crest-slide__text">
                <h2 className="crest-slide__title">{slogan.title}</h2>
                {slogan.subtitle ? <p className="crest-slide__subtitle">{slogan.subtitle}</p> : null}
              </div>
            </div>
          </div>
        ))}
      </Carousel>
      {slogans.length > 1 ? (
        <Button
          size="small"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          style={{ position: "absolute", bottom: 24, insetInlineEnd: 24, zIndex: 2 }}
        >
          {intl.formatMessage({ id: paused ? "shell.playSlides" : "shell.pauseSlides" })}
        </Button>
      ) : null}
    </>
  );
}
