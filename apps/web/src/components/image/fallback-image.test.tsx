import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FallbackImage } from "./fallback-image.tsx";
import { PLACEHOLDER_IMAGE } from "./placeholder-image.ts";

describe("FallbackImage", () => {
  it("serves relative paths from /media and swaps in the placeholder when loading fails", () => {
    render(<FallbackImage src="clubs/a.png" alt="Club" />);
    const image = screen.getByRole("img", { name: "Club" });
    expect(image.getAttribute("src")).toBe("/media/clubs/a.png");
    fireEvent.error(image);
    expect(image.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("shows the placeholder when there is no image at all", () => {
    render(<FallbackImage src={null} alt="Nothing" />);
    expect(screen.getByRole("img", { name: "Nothing" }).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });
});
