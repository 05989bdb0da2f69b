/** The perks feature's public API: nothing yet; other features reach perks through the cart's discount sources. */
export type { PerkDefinitionRow, PerkPassRow } from "./tables.ts";
