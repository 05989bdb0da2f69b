import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { call } from "../endpoint-call.ts";
import { useLanguage } from "../intl/language-context.ts";
import { COUNTRY_CODES, countryName } from "./countries.ts";

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * The countries of every address form (profile, billing), named in the member's language by
 * GET /api/static/countries. Until it answers (and should it fail), the browser's own names
 * for the same codes stand in, so the field is never empty or blocked.
 */
export function useCountryOptions(): CountryOption[] {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data } = useQuery({
    queryKey: ["static", "countries", language],
    // Deep and late: the account's index is on the start-up path, and zod must not be.
    queryFn: () =>
      call(
        () =>
          import("@crest/domain/reference/reference.endpoints").then((m) => m.referenceEndpoints.countries),
        {
          query: { language },
        },
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(
    () =>
      data
        ? data.map((country) => ({ value: country.code, label: country.name }))
        : COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, intl.locale) })).sort((a, b) =>
            a.label.localeCompare(b.label, intl.locale),
          ),
    [data, intl.locale],
  );
}
