import { screen } from "@testing-library/react";
import { useIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { catalogue } from "./catalogue.ts";
import { LanguageContext } from "./language-context.ts";
import { LazyMessages } from "./lazy-messages.tsx";

const lazy = {
  en: { "lazy.hello": "Hello", "lazy.bye": "Bye" },
  es: { "lazy.hello": "Hola", "lazy.bye": "Adiós" },
};

function Words() {
  const intl = useIntl();
  return <p>{`${intl.formatMessage({ id: "lazy.hello" })} ${intl.formatMessage({ id: "lazy.bye" })}`}</p>;
}

describe("LazyMessages", () => {
  it("adds a lazy catalogue in the current language, under the app's messages (a club's wording wins)", () => {
    renderWithIntl(
      <LanguageContext.Provider value={{ language: "es", setLanguage: () => {} }}>
        <LazyMessages messages={lazy}>
          <Words />
        </LazyMessages>
      </LanguageContext.Provider>,
      { messages: { "lazy.bye": "Hasta pronto" }, locale: "es" },
    );
    expect(screen.getByText("Hola Hasta pronto")).toBeVisible();
  });

  it("keeps lazy catalogues out of the startup catalogue", () => {
    expect(catalogue.en["surveys.submit"]).toBeUndefined();
    expect(catalogue.en["account.tab.surveys"]).toBe("Surveys");
  });
});
