// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  closeOverlay,
  type OverlayDefinition,
  openOverlay,
  planClose,
  readOverlays,
  unknownOverlays,
  withDescendants,
} from "./overlay-state.ts";

const registry = new Map<string, OverlayDefinition>(
  [
    { name: "order", kind: "drawer" },
    { name: "ticket", kind: "drawer" },
    { name: "survey", kind: "drawer", parent: "order" },
    { name: "gallery", kind: "drawer", allowMultiple: true },
    { name: "filters", kind: "drawer", allowMultiple: true },
    { name: "confirm", kind: "modal", parent: "survey" },
    { name: "help", kind: "modal" },
  ].map((definition) => [definition.name, definition as OverlayDefinition]),
);

const params = (search: string) => new URLSearchParams(search);

describe("overlay state", () => {
  it("reads open overlays with their ids in order, ignoring other params", () => {
    expect(readOverlays(params("tab=2&drawer=order.12&modal=help"))).toEqual([
      { kind: "drawer", name: "order", id: "12" },
      { kind: "modal", name: "help" },
    ]);
  });

  it("opens an overlay, keeping the page's own params", () => {
    expect(openOverlay(params("tab=2"), registry, { name: "order", id: "7" }).toString()).toBe(
      "tab=2&drawer=order.7",
    );
  });

  it("closes another single drawer (and its children) when a drawer opens", () => {
    const next = openOverlay(params("drawer=order.1&drawer=survey.3&modal=help"), registry, {
      name: "ticket",
    });
    expect(next.toString()).toBe("modal=help&drawer=ticket");
  });

  it("keeps the ancestors of the overlay being opened", () => {
    const next = openOverlay(params("drawer=order.1"), registry, { name: "survey", id: "3" });
    expect(readOverlays(next).map((o) => o.name)).toEqual(["order", "survey"]);
  });

  it("lets overlays that allow multiples stay open together", () => {
    const next = openOverlay(params("drawer=gallery"), registry, { name: "filters" });
    expect(readOverlays(next).map((o) => o.name)).toEqual(["gallery", "filters"]);
  });

  it("only logs a drawer type with no component, leaving the URL alone (spec-1 §8)", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(openOverlay(params("tab=2"), registry, { name: "nothing-here" }).toString()).toBe("tab=2");
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"nothing-here"'));
    log.mockRestore();
    expect(unknownOverlays(params("drawer=order.1&drawer=mystery.4"), registry)).toEqual([
      { kind: "drawer", name: "mystery", id: "4" },
    ]);
  });

  it("reopening an open overlay moves it to the new id", () => {
    expect(openOverlay(params("drawer=order.1"), registry, { name: "order", id: "2" }).toString()).toBe(
      "drawer=order.2",
    );
  });

  it("closing a parent closes its children, across kinds and generations", () => {
    const open = params("x=1&drawer=order.1&drawer=survey.2&modal=confirm&modal=help");
    expect(closeOverlay(open, registry, "order").toString()).toBe("x=1&modal=help");
    expect([...withDescendants("survey", readOverlays(open), registry)]).toEqual(["survey", "confirm"]);
  });

  it("goes back when the closed overlays were the last ones pushed, else replaces", () => {
    expect(planClose(["order"], new Set(["order"]))).toEqual({ kind: "back", steps: 1 });
    expect(planClose(["order", "survey", "confirm"], new Set(["survey", "confirm"]))).toEqual({
      kind: "back",
      steps: 2,
    });
    expect(planClose([], new Set(["order"]))).toEqual({ kind: "replace" });
    expect(planClose(["order", "help"], new Set(["order"]))).toEqual({ kind: "replace" });
  });
});
