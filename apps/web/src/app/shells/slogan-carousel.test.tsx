import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { messages } from "./messages.ts";
import SloganCarousel from "./slogan-carousel.tsx";

const slogans = [
  {
    title: "Welcome aboard",
    subtitle: "Your club, by the water.",
    image: "",
    translations: { es: { title: "Bienvenido a bordo", subtitle: "Su club, junto al agua." } },
  },
];

describe("the club's slides (issue 24)", () => {
  it("speak the member's language when the club wrote them in it", () => {
    renderWithIntl(<SloganCarousel slogans={slogans} />, { locale: "es", messages: messages.es });
    expect(screen.getByText("Bienvenido a bordo")).toBeVisible();
    expect(screen.getByText("Su club, junto al agua.")).toBeVisible();
    expect(screen.queryByText("Welcome aboard")).toBeNull();
  });

  it("keep the club's own text in a language it did not translate", () => {
    renderWithIntl(<SloganCarousel slogans={slogans} />, { locale: "en", messages: messages.en });
    expect(screen.getByText("Welcome aboard")).toBeVisible();
  });
});
