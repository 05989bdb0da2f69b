import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache.ts";

describe("LruCache", () => {
  it("keeps at most its capacity, forgetting first what was not used since it came in", () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, number>(3, (key) => evicted.push(key));
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBe(1);
    cache.set("d", 4);
    // "a" was used, so "b" (the oldest unused) goes.
    expect(evicted).toEqual(["b"]);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual([1, 3, 4]);
    expect(cache.size).toBe(3);
  });

  it("still evicts one entry when every entry was used", () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, number>(2, (key) => evicted.push(key));
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.get("b");
    cache.set("c", 3);
    expect(evicted).toEqual(["a"]);
    expect(cache.size).toBe(2);
    // Both survivors were given their second chance and unmarked: the next to go is "b".
    cache.set("d", 4);
    expect(evicted).toEqual(["a", "b"]);
  });

  it("replaces a value in place and counts it as a use", () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, number>(2, (key) => evicted.push(key));
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 10);
    cache.set("c", 3);
    expect(evicted).toEqual(["b"]);
    expect(cache.get("a")).toBe(10);
  });

  it("forgets on delete and clear, without telling", () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, number>(2, (key) => evicted.push(key));
    cache.set("a", 1);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", 2);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(evicted).toEqual([]);
  });
});
