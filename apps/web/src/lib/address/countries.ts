/**
 * Country names for the address fields, from the browser's Intl data in the member's language,
 * so no name list is shipped. The codes and rules themselves are shared (@crest/domain).
 */
export {
  COUNTRY_CODES,
  DEFAULT_COUNTRY,
  isUnitedStates,
  isValidPostalCode,
  US_STATES,
} from "@crest/domain/common/address";

/** The country's name in the given language; the code itself if the browser has no name. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
