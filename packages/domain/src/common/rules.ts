/**
 * Validation rules shared by the server (authoritative) and the web forms (spec-1 §5,
 * spec-2 §5). Each returns true when the value passes.
 */
import {
  AsYouType,
  type CountryCode,
  getExampleNumber,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";
import mobileExamples from "libphonenumber-js/mobile/examples";

import { shapeNorthAmerican } from "./phone-format.ts";

export { EMAIL_PATTERN, isEmail } from "./email.ts";

export const PASSWORD_MIN_LENGTH = 8;

/** The four strength criteria of spec-1 §5, in the order the meter shows them. */
export const passwordCriteria = [
  { id: "length", test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: "uppercase", test: (p: string) => /[A-Z]/.test(p) },
  { id: "lowercase", test: (p: string) => /[a-z]/.test(p) },
  { id: "numberOrSymbol", test: (p: string) => /[0-9!@#$%^&*_]/.test(p) },
] as const;

/** How many of the four criteria hold: drives the four-segment meter. */
export const passwordStrength = (password: string): number =>
  passwordCriteria.filter((criterion) => criterion.test(password)).length;

export const isStrongPassword = (password: string): boolean => passwordStrength(password) === 4;

/** spec-2 §5: strip non-digits (a leading plus may stay), at least 10, and a valid number. */
export function isValidPhone(value: string, defaultCountry: CountryCode = "US"): boolean {
  const trimmed = value.trim();
  if (trimmed === "") return true;
  const cleaned = (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D/g, "");
  if (cleaned.replace("+", "").length < 10) return false;
  return isValidPhoneNumber(cleaned, defaultCountry);
}

const NANP_CODE = "1";

/**
 * spec-2 §5: (xxx) xxx-xxxx, with a +country prefix when a country code is present. That shape
 * only fits North American numbers; any other country's number is shown the way that country
 * writes it internationally (+34 612 34 56 78). The country code may come separately or as a
 * leading + on the number.
 */
export function formatPhone(number: string, countryCode?: string | null): string {
  const code = countryCode?.replace(/\D/g, "") || undefined;
  const digits = number.replace(/\D/g, "");
  const international = code
    ? parsePhoneNumberFromString(
        `+${code}${digits.startsWith(code) && digits.length > 10 ? digits.slice(code.length) : digits}`,
      )
    : number.trim().startsWith("+")
      ? parsePhoneNumberFromString(`+${digits}`)
      : undefined;
  if (international && international.countryCallingCode !== NANP_CODE)
    return international.formatInternational();
  const prefix = code ?? (international ? NANP_CODE : undefined);
  const national = international
    ? international.nationalNumber
    : digits.length > 10
      ? digits.slice(-10)
      : digits;
  const body = national.length === 10 ? shapeNorthAmerican(national) : national;
  return prefix ? `+${prefix} ${body}` : body;
}

/**
 * A national number as that country writes it, while it is being typed: "612345678" in Spain is
 * "612 34 56 78". Digits only in, digits and the country's separators out.
 */
export function formatNationalAsTyped(digits: string, region: string): string {
  if (digits === "") return "";
  return new AsYouType(region as CountryCode).input(digits);
}

/** A made-up mobile number of the country in its national form ("612 34 56 78"), for placeholders. */
export function examplePhoneNumber(region: string): string {
  return getExampleNumber(region as CountryCode, mobileExamples)?.formatNational() ?? "";
}

const NAMED_COLORS = new Set(
  "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent currentcolor".split(
    " ",
  ),
);

const CHANNEL = String.raw`\s*(\d{1,3}%?)\s*`;
const ALPHA = String.raw`\s*(0|1|0?\.\d+|\d{1,3}%)\s*`;
const RGB = new RegExp(`^rgb\\(${CHANNEL},${CHANNEL},${CHANNEL}\\)$`, "i");
const RGBA = new RegExp(`^rgba\\(${CHANNEL},${CHANNEL},${CHANNEL},${ALPHA}\\)$`, "i");

/** spec-1 §5: hex, rgb, rgba, or a named CSS colour. */
export function isColor(value: string): boolean {
  const v = value.trim();
  if (/^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return true;
  const match = RGB.exec(v) ?? RGBA.exec(v);
  if (match)
    return match
      .slice(1, 4)
      .every((c) => (c.endsWith("%") ? Number.parseInt(c, 10) <= 100 : Number(c) <= 255));
  return NAMED_COLORS.has(v.toLowerCase());
}
