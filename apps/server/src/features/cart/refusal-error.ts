/** A provider's or a discount source's refusal, as the error the member gets (the catalogue's wording). */
import { errorCatalogue } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { Refusal } from "../../platform/cart-item-provider.ts";

/**
 * The refusal as an AppError: its code, and what it concerns (`about` when it says nothing
 * itself). A 400 lists its detail, as every 400 does; a conflict (sold_out, slot_taken) keeps
 * the single detail sold_out has always answered with.
 */
export function refusalError(refusal: Refusal, about: string, field?: string): AppError {
  const detail = { ...(field ? { field } : {}), details: refusal.details ?? about };
  return new AppError(refusal.code, {
    details: errorCatalogue[refusal.code].status === 400 ? [detail] : detail,
  });
}
