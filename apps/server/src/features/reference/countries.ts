/**
 * Countries by ISO 3166 code with their names in a language, from Node's ICU data (no list is
 * kept here), sorted as that language sorts. The codes and postal rules are shared with the
 * forms (@crest/domain common/address).
 */
import { COUNTRY_CODES, type Country, type Language, US_STATES } from "@crest/domain";

const byLanguage = new Map<Language, Country[]>();

export function countriesIn(language: Language): Country[] {
  const cached = byLanguage.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: "region" });
  const collator = new Intl.Collator(language);
  const countries = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  byLanguage.set(language, countries);
  return countries;
}

export const usStates = (): Country[] => US_STATES.map(([code, name]) => ({ code, name }));
