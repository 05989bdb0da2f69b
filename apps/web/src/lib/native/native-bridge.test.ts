// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { isNativeApp, nativeDeepLink, postNativeMessage } from "./native-bridge.ts";

describe("native bridge", () => {
  it("posts to both native bridges when present", () => {
    const reactNative = vi.fn();
    const ios = vi.fn();
    const win = {
      ReactNativeWebView: { postMessage: reactNative },
      webkit: { messageHandlers: { native: { postMessage: ios } } },
    };
    postNativeMessage("done", win as unknown as Window);
    expect(reactNative).toHaveBeenCalledWith("done");
    expect(ios).toHaveBeenCalledWith("done");
    expect(isNativeApp(win as unknown as Window)).toBe(true);
    expect(() => postNativeMessage("done", {} as Window)).not.toThrow();
    expect(isNativeApp({} as Window)).toBe(false);
  });

  it("accepts only custom-scheme deep links", () => {
    expect(nativeDeepLink("?redirect=myclub%3A%2F%2Fevents%2F4")).toBe("myclub://events/4");
    expect(nativeDeepLink("?redirect=https%3A%2F%2Fevil.example")).toBeNull();
    expect(nativeDeepLink("?redirect=javascript%3Aalert(1)")).toBeNull();
    expect(nativeDeepLink("?redirect=%2Fevents")).toBeNull();
    expect(nativeDeepLink("?other=1")).toBeNull();
  });
});
