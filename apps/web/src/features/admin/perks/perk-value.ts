import type { PassDefinition } from "@crest/domain";

/** What a perk is worth, as a list shows it: an amount, a percentage, or nothing (a guest pass). */
export function perkValueText(
  definition: Pick<PassDefinition, "kind" | "valueKind" | "valueAmount" | "valuePercent">,
  money: (minor: number) => string,
): string {
  if (definition.kind === "guest_pass") return "";
  if (definition.valueKind === "percent")
    return definition.valuePercent === null ? "" : `${definition.valuePercent} %`;
  return definition.valueAmount === null ? "" : money(definition.valueAmount);
}
