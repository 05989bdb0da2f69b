import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOVER_DELAY_MS, listenForIntent, REPEAT_AFTER_MS } from "./prefetch-on-intent.ts";

let stop: () => void = () => {};
let preload: ReturnType<typeof vi.fn<(href: string) => void>>;
let clock = 0;

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement("a");
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  // A label inside the link: events start on it, as they do under a finger or a pointer.
  anchor.append(document.createElement("span"));
  document.body.append(anchor);
  return anchor;
}

const inner = (anchor: HTMLAnchorElement) => anchor.firstElementChild as HTMLElement;
const hover = (element: Element, pointerType = "mouse") =>
  element.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType }));
const touch = (element: Element) => element.dispatchEvent(new Event("touchstart", { bubbles: true }));

beforeEach(() => {
  clock = 0;
  preload = vi.fn<(href: string) => void>();
  stop = listenForIntent(document, preload, () => clock);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("listenForIntent (issue 24 item 11)", () => {
  it("preloads a link's address, with its search, when a finger touches it", () => {
    touch(inner(link("/dining/menu?category=mains")));
    expect(preload).toHaveBeenCalledExactlyOnceWith("/dining/menu?category=mains");
  });

  it("preloads when the keyboard moves focus to a link, not when a drawer focuses its first link", () => {
    const focus = (anchor: HTMLAnchorElement) =>
      anchor.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }));
    focus(link("/account/memberships"));
    expect(preload).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Tab" }));
    focus(link("/account/wallet"));
    expect(preload).toHaveBeenCalledExactlyOnceWith("/account/wallet");
  });

  it("preloads when a mouse rests on a link, not when it only passes over it", () => {
    vi.useFakeTimers();
    const dining = link("/dining");
    const wallet = link("/account/wallet");
    hover(inner(dining));
    hover(inner(wallet));
    vi.advanceTimersByTime(HOVER_DELAY_MS);
    expect(preload).toHaveBeenCalledExactlyOnceWith("/account/wallet");
    // A touch's pointer events are not hover: its touchstart speaks for it.
    hover(inner(dining), "touch");
    vi.advanceTimersByTime(HOVER_DELAY_MS);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("preloads on a mouse press that came without resting first", () => {
    inner(link("/account/addresses")).dispatchEvent(
      new PointerEvent("pointerdown", { bubbles: true, pointerType: "mouse" }),
    );
    expect(preload).toHaveBeenCalledExactlyOnceWith("/account/addresses");
  });

  it("leaves alone links to other sites, to new tabs, downloads and elements that are not links", () => {
    touch(inner(link("https://elsewhere.example/dining")));
    touch(inner(link("/dining", { target: "_blank" })));
    touch(inner(link("/receipt.pdf", { download: "" })));
    const button = document.createElement("button");
    document.body.append(button);
    touch(button);
    expect(preload).not.toHaveBeenCalled();
  });

  it("preloads an address once while its data is fresh, and again after", () => {
    const dining = inner(link("/dining"));
    touch(dining);
    clock = REPEAT_AFTER_MS - 1;
    touch(dining);
    expect(preload).toHaveBeenCalledTimes(1);
    clock = REPEAT_AFTER_MS;
    touch(dining);
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it("stops listening when asked", () => {
    stop();
    touch(inner(link("/dining")));
    expect(preload).not.toHaveBeenCalled();
  });
});
