import type { OverlayDefinition, OverlayRegistry } from "./overlay-state.ts";

const registry = new Map<string, OverlayDefinition>();

/**
 * Declares a drawer or modal once, beside the component that renders it. A name nobody
 * declared is logged and not opened (spec-1 §8).
 */
export function defineOverlay(definition: OverlayDefinition): OverlayDefinition {
  registry.set(definition.name, definition);
  return definition;
}

export const overlayRegistry: OverlayRegistry = registry;
