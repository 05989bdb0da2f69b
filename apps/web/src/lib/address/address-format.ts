/**
 * How each country writes the locality of an address (city, state or province, postal code), for
 * the read views (the profile, saved addresses) and the order and names of the address fields.
 * The US writes "Newport, RI 02840"; Spain "28001 Madrid" with the province apart; the United
 * Kingdom the town, then the postcode.
 */
import { DEFAULT_COUNTRY } from "./countries.ts";

export type LocalityField = "city" | "state" | "zipCode";

export interface Locality {
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

/** The name of a country's first-level division in its addresses. */
export type StateLabel = "state" | "province" | "region";

interface AddressStyle {
  /** The order of the locality fields in the form. */
  fields: LocalityField[];
  /** The locality as written lines. */
  lines: (locality: Required<{ [K in LocalityField]: string }>) => string[];
  stateLabel: StateLabel;
}

const join = (...parts: string[]) => parts.filter(Boolean).join(" ");

const CITY_STATE_ZIP: AddressStyle = {
  fields: ["city", "state", "zipCode"],
  lines: ({ city, state, zipCode }) => [[city, join(state, zipCode)].filter(Boolean).join(", ")],
  stateLabel: "state",
};

/** Postal code before the town; the province, when it is not the town's own name, on its own line. */
const ZIP_CITY: AddressStyle = {
  fields: ["zipCode", "city", "state"],
  lines: ({ city, state, zipCode }) => [join(zipCode, city), state && state !== city ? state : ""],
  stateLabel: "province",
};

const STYLES: Record<string, AddressStyle> = {
  US: CITY_STATE_ZIP,
  AU: CITY_STATE_ZIP,
  CA: { ...CITY_STATE_ZIP, stateLabel: "province" },
  GB: {
    fields: ["city", "state", "zipCode"],
    lines: ({ city, state, zipCode }) => [city, state, zipCode],
    stateLabel: "region",
  },
  ES: ZIP_CITY,
  IT: ZIP_CITY,
  NL: ZIP_CITY,
  AR: ZIP_CITY,
  MX: { ...ZIP_CITY, stateLabel: "state" },
  BR: { ...ZIP_CITY, stateLabel: "state" },
  DE: { ...ZIP_CITY, stateLabel: "region" },
  FR: { ...ZIP_CITY, stateLabel: "region" },
  PT: { ...ZIP_CITY, stateLabel: "region" },
};

/** Most of the world writes the postal code before the town. */
const styleOf = (country: string | null | undefined): AddressStyle =>
  STYLES[(country || DEFAULT_COUNTRY).toUpperCase()] ?? { ...ZIP_CITY, stateLabel: "region" };

export const localityFields = (country: string | null | undefined): LocalityField[] =>
  styleOf(country).fields;

export const stateLabelOf = (country: string | null | undefined): StateLabel => styleOf(country).stateLabel;

/** The locality as the country writes it, blank parts and lines left out. */
export function localityLines(country: string | null | undefined, locality: Locality): string[] {
  const filled = {
    city: locality.city?.trim() ?? "",
    state: locality.state?.trim() ?? "",
    zipCode: locality.zipCode?.trim() ?? "",
  };
  return styleOf(country)
    .lines(filled)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
