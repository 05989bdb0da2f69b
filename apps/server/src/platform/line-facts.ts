/**
 * What each cart line is, as far as a restriction can tell (a perk's or a house credit's
 * reference, domain `PerkLineFacts`): its product's categories, the event a ticket is for, the
 * booked item. Only perks knows how to read them (catalogue and events sell through the cart,
 * so the cart cannot ask them); perks lists its reader in the manifest's `lineFacts`, and the
 * cart's house-credit allocation reads them through the platform.
 */
import type { PerkLineFacts } from "@crest/domain";
import type { TenantScope } from "../db/tenant-scope.ts";
import type { DiscountableLine } from "./discount-source.ts";

declare module "./platform-services.ts" {
  interface PlatformServices {
    /** The lines' facts, in their order (manifest `lineFacts`; without one, only what the line says). */
    lineFacts: LineFactsReader;
  }
}

export type LineFactsReader = (
  scope: TenantScope,
  lines: readonly Pick<DiscountableLine, "kind" | "ref" | "item">[],
) => Promise<PerkLineFacts[]>;

/** The facts a line gives by itself, when no feature reads more: its kind and product. */
export const factsOfLinesAlone: LineFactsReader = async (_scope, lines) =>
  lines.map((line) => ({
    kind: line.kind,
    productId: line.item.productId,
    categoryIds: [],
    eventId: null,
    bookingId: null,
  }));
