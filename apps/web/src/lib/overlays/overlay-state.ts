/**
 * URL-addressable drawers and modals (spec-1 §2.3, spec-2 §2 Panels). Open overlays live in
 * the search params, in opening order: `?drawer=order.12&modal=confirm` (kind = name[.id]).
 * These pure functions decide what opening and closing do; use-overlay.ts applies them.
 */

export type OverlayKind = "drawer" | "modal";
export const OVERLAY_KINDS: readonly OverlayKind[] = ["drawer", "modal"];

export interface OverlayDefinition {
  name: string;
  kind: OverlayKind;
  /** May stay open beside others of its kind; otherwise opening another closes it. */
  allowMultiple?: boolean;
  /** Closing the parent closes this one too. */
  parent?: string;
}

export interface OpenOverlay {
  kind: OverlayKind;
  name: string;
  id?: string;
}

export type OverlayRegistry = ReadonlyMap<string, OverlayDefinition>;

const isKind = (key: string): key is OverlayKind => key === "drawer" || key === "modal";

function parseValue(kind: OverlayKind, value: string): OpenOverlay | null {
  const dot = value.indexOf(".");
  const name = dot === -1 ? value : value.slice(0, dot);
  const id = dot === -1 ? undefined : value.slice(dot + 1);
  if (!name) return null;
  return id ? { kind, name, id } : { kind, name };
}

const encode = (overlay: OpenOverlay): string =>
  overlay.id ? `${overlay.name}.${overlay.id}` : overlay.name;

/** What is logged for an overlay name no component registered. */
export const unknownOverlay = (name: string): string =>
  `No drawer or modal is registered as "${name}": it is not shown.`;

/** The overlays in the URL that no component registered (spec-1 §8: logged, not shown). */
export const unknownOverlays = (params: URLSearchParams, registry: OverlayRegistry): OpenOverlay[] =>
  readOverlays(params).filter((overlay) => !registry.has(overlay.name));

/** The open overlays, oldest first. */
export function readOverlays(params: URLSearchParams): OpenOverlay[] {
  const open: OpenOverlay[] = [];
  for (const [key, value] of params) {
    if (!isKind(key)) continue;
    const overlay = parseValue(key, value);
    if (overlay) open.push(overlay);
  }
  return open;
}

function writeOverlays(params: URLSearchParams, overlays: OpenOverlay[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) if (!isKind(key)) next.append(key, value);
  for (const overlay of overlays) next.append(overlay.kind, encode(overlay));
  return next;
}

const ancestorsOf = (name: string, registry: OverlayRegistry): Set<string> => {
  const ancestors = new Set<string>();
  let parent = registry.get(name)?.parent;
  while (parent && !ancestors.has(parent)) {
    ancestors.add(parent);
    parent = registry.get(parent)?.parent;
  }
  return ancestors;
};

/** The named overlay and every open overlay descending from it. */
export function withDescendants(name: string, open: OpenOverlay[], registry: OverlayRegistry): Set<string> {
  const removed = new Set([name]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const overlay of open) {
      const parent = registry.get(overlay.name)?.parent;
      if (parent && removed.has(parent) && !removed.has(overlay.name)) {
        removed.add(overlay.name);
        grew = true;
      }
    }
  }
  return removed;
}

/**
 * Opens an overlay (or moves an open one to another id). Open overlays of the same kind that
 * disallow multiples close, with their children, unless they are the new one's ancestors.
 */
export function openOverlay(
  params: URLSearchParams,
  registry: OverlayRegistry,
  target: { name: string; id?: string },
): URLSearchParams {
  const definition = registry.get(target.name);
  // spec-1 §8: a drawer type with no component is only logged; the URL stays as it was.
  if (!definition) {
    console.error(unknownOverlay(target.name));
    return params;
  }
  const kind = definition.kind;
  const open = readOverlays(params).filter((overlay) => overlay.name !== target.name);
  const keep = ancestorsOf(target.name, registry);
  const closing = new Set<string>();
  for (const overlay of open) {
    if (overlay.kind !== kind || keep.has(overlay.name)) continue;
    if (registry.get(overlay.name)?.allowMultiple && definition.allowMultiple) continue;
    for (const name of withDescendants(overlay.name, open, registry)) closing.add(name);
  }
  for (const name of keep) closing.delete(name);
  const next = open.filter((overlay) => !closing.has(overlay.name));
  next.push(target.id ? { kind, name: target.name, id: target.id } : { kind, name: target.name });
  return writeOverlays(params, next);
}

/** Closes an overlay and its children. */
export function closeOverlay(
  params: URLSearchParams,
  registry: OverlayRegistry,
  name: string,
): URLSearchParams {
  const open = readOverlays(params);
  const removed = withDescendants(name, open, registry);
  return writeOverlays(
    params,
    open.filter((overlay) => !removed.has(overlay.name)),
  );
}

export type ClosePlan = { kind: "back"; steps: number } | { kind: "replace" };

/**
 * How to close: when the overlays being closed are exactly the last ones this tab pushed,
 * going back that many steps restores the previous URL as it was; otherwise (a deep link,
 * a reload) the URL is replaced without them.
 */
export function planClose(pushed: readonly string[], removed: ReadonlySet<string>): ClosePlan {
  if (removed.size === 0 || pushed.length < removed.size) return { kind: "replace" };
  const tail = pushed.slice(pushed.length - removed.size);
  const matches = new Set(tail).size === removed.size && tail.every((name) => removed.has(name));
  return matches ? { kind: "back", steps: removed.size } : { kind: "replace" };
}
