import type { Language } from "@crest/domain";
import { loadFieldMessageIds } from "../forms/field-messages.ts";

type Catalogue = typeof import("@crest/domain/common/error-catalogue");

let catalogue: Catalogue | undefined;

/**
 * Loads the error codes' wording (every code in English and Spanish) in its own chunk. The api
 * client calls it on the first error answer, before it throws, so the wording is there when the
 * error is shown; the sign-in page does not load it up front, and new codes do not grow that
 * page's 150 KB budget.
 */
export async function loadErrorWording(): Promise<void> {
  const [loaded] = await Promise.all([
    catalogue ?? import("@crest/domain/common/error-catalogue"),
    loadFieldMessageIds(),
  ]);
  catalogue = loaded;
}

/**
 * A known code's title and description in a language, once the wording has loaded; null
 * before, when the API's own wording (in the club's language) is shown instead.
 */
export function errorWording(
  code: string,
  language: Language,
): { title: string; description: string } | null {
  if (!catalogue?.isErrorCode(code)) return null;
  return catalogue.describeError(code, language);
}
