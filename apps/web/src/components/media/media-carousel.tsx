import { Carousel, Grid } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";

/** spec-1 §9: three per slide, two below antd's lg breakpoint (992 px), 500 ms transitions. */
export const CAROUSEL_SLIDES_TO_SHOW = 3;
export const CAROUSEL_SLIDES_TO_SHOW_MEDIUM = 2;
export const CAROUSEL_SPEED_MS = 500;

export interface MediaCarouselProps {
  children: ReactNode;
  "aria-label"?: string;
  dots?: boolean;
}

/** antd Carousel with the portal's slide counts and speed; children are the slides. */
export function MediaCarousel({ children, "aria-label": ariaLabel, dots = true }: MediaCarouselProps) {
  const intl = useIntl();
  // antd's react-slick only applies `responsive` on a later resize, never on first render, so
  // the count follows antd's own breakpoint observer (lg is 992 px and up) instead.
  const { lg } = Grid.useBreakpoint();
  const perSlide = lg === false ? CAROUSEL_SLIDES_TO_SHOW_MEDIUM : CAROUSEL_SLIDES_TO_SHOW;
  return (
    <section
      aria-roledescription={intl.formatMessage({ id: "media.carousel.role", defaultMessage: "carousel" })}
      aria-label={ariaLabel ?? intl.formatMessage({ id: "media.carousel.label", defaultMessage: "Images" })}
    >
      <Carousel
        arrows
        dots={dots}
        infinite={false}
        speed={CAROUSEL_SPEED_MS}
        slidesToShow={perSlide}
        slidesToScroll={perSlide}
      >
        {children}
      </Carousel>
    </section>
  );
}
