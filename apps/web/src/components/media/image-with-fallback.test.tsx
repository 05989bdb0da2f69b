import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mediaUrl } from "../../lib/media-url.ts";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { IMAGE_PLACEHOLDER, ImageWithFallback } from "./image-with-fallback.tsx";

const image = () => screen.getByRole<HTMLImageElement>("img", { name: "Pool deck" });

describe("ImageWithFallback", () => {
  it("shows the image until it fails, then the placeholder with the same description", () => {
    renderWithIntl(<ImageWithFallback src="https://cdn.example/pool.jpg" alt="Pool deck" />);
    expect(image().getAttribute("src")).toBe("https://cdn.example/pool.jpg");
    expect(image().hasAttribute("data-fallback")).toBe(false);
    fireEvent.error(image());
    expect(image().getAttribute("src")).toBe(IMAGE_PLACEHOLDER);
    expect(image().getAttribute("data-fallback")).toBe("true");
  });

  it("tries the given fallback before the built-in placeholder", () => {
    renderWithIntl(<ImageWithFallback src="/broken.jpg" fallbackSrc="/club-cover.jpg" alt="Pool deck" />);
    fireEvent.error(image());
    expect(image().getAttribute("src")).toBe("/club-cover.jpg");
    fireEvent.error(image());
    expect(image().getAttribute("src")).toBe(IMAGE_PLACEHOLDER);
  });

  it("shows the placeholder when there is no source", () => {
    renderWithIntl(<ImageWithFallback src={null} alt="Pool deck" />);
    expect(image().getAttribute("src")).toBe(IMAGE_PLACEHOLDER);
  });

  it("gives a new source a fresh try after a failure", () => {
    const { rerender } = renderWithIntl(<ImageWithFallback src="/a.jpg" alt="Pool deck" />);
    fireEvent.error(image());
    rerender(<ImageWithFallback src="/b.jpg" alt="Pool deck" />);
    expect(image().getAttribute("src")).toBe("/b.jpg");
  });

  it("serves relative media paths from /media", () => {
    renderWithIntl(<ImageWithFallback src="clubs/7/pool.jpg" alt="Pool deck" />);
    expect(image().getAttribute("src")).toBe("/media/clubs/7/pool.jpg");
  });
});

describe("mediaUrl", () => {
  it("prefixes relative paths once and leaves absolute ones alone", () => {
    expect(mediaUrl("a.png")).toBe("/media/a.png");
    expect(mediaUrl("media/a.png")).toBe("/media/a.png");
    expect(mediaUrl("/media/a.png")).toBe("/media/a.png");
    expect(mediaUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(mediaUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
  });
});
