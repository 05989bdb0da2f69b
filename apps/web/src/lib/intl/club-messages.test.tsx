import { render, screen } from "@testing-library/react";
import { FormattedMessage, IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import { parseClubMessage, parseClubMessages } from "./club-messages.ts";

describe("club messages", () => {
  it("turns text with {placeholders} into message elements", () => {
    expect(parseClubMessage("Hello, {name}! {club} {}")).toEqual([
      { type: 0, value: "Hello, " },
      { type: 1, value: "name" },
      { type: 0, value: "! " },
      { type: 1, value: "club" },
      { type: 0, value: " {}" },
    ]);
  });

  it("formats through react-intl like the catalogue's own messages", () => {
    const messages = parseClubMessages({ en: { "home.welcome": "Ahoy, {name}" } }).en ?? {};
    render(
      <IntlProvider locale="en" messages={messages}>
        <FormattedMessage id="home.welcome" values={{ name: "Ada" }} />
      </IntlProvider>,
    );
    expect(screen.getByText("Ahoy, Ada")).toBeVisible();
  });
});
