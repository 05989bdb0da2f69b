import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { MediaCarousel } from "./media-carousel.tsx";
import { messages } from "./messages.ts";

const slides = ["one", "two", "three", "four", "five"].map((name) => <div key={name}>{name}</div>);

/** Answers min-width / max-width media queries as a window of the given width would. */
function setViewportWidth(width: number) {
  const original = window.matchMedia;
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)?.[1];
    const max = /max-width:\s*(\d+)px/.exec(query)?.[1];
    const matches =
      (min === undefined || width >= Number(min)) && (max === undefined || width <= Number(max));
    return { ...original(query), matches };
  });
}

const activeSlides = (container: HTMLElement) =>
  container.querySelectorAll(".slick-slide.slick-active").length;

afterEach(() => vi.restoreAllMocks());

describe("MediaCarousel", () => {
  it("is a labelled carousel region showing three slides at a time on wide screens", () => {
    setViewportWidth(1280);
    const { container } = renderWithIntl(<MediaCarousel aria-label="Club photos">{slides}</MediaCarousel>, {
      messages: messages.en,
    });
    const region = screen.getByRole("region", { name: "Club photos" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(activeSlides(container)).toBe(3);
  });

  it("shows two slides at a time below 992 px", () => {
    setViewportWidth(991);
    const { container } = renderWithIntl(<MediaCarousel>{slides}</MediaCarousel>, { messages: messages.en });
    expect(screen.getByRole("region", { name: "Images" })).toBeVisible();
    expect(activeSlides(container)).toBe(2);
  });

  it("still shows three at exactly 992 px", () => {
    setViewportWidth(992);
    const { container } = renderWithIntl(<MediaCarousel>{slides}</MediaCarousel>, { messages: messages.en });
    expect(activeSlides(container)).toBe(3);
  });
});
