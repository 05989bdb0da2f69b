/** A provider's or a discount source's refusal, as the error the member gets (the catalogue's wording). */
import { AppError } from "../../lib/errors.ts";
import type { Refusal } from "./providers/cart-item-provider.ts";

/** The refusal as an AppError: its code, and what it concerns (`about` when it says nothing itself). */
export const refusalError = (refusal: Refusal, about: string, field?: string): AppError =>
  new AppError(refusal.code, {
    details: { ...(field ? { field } : {}), details: refusal.details ?? about },
  });
