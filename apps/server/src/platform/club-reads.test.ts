import { describe, expect, it } from "vitest";
import { ClubReadCache } from "./club-reads.ts";

const CLUB = "club-a";

/** A load the test finishes when it chooses. */
function pendingLoad<T>(value: T) {
  let finish = () => {};
  const promise = new Promise<T>((resolve) => {
    finish = () => resolve(value);
  });
  return { load: () => promise, finish: () => finish() };
}

describe("a club's kept answers", () => {
  it("keeps an answer until the club's rows change, and only that club's", async () => {
    const cache = new ClubReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read(CLUB, "page", load)).toBe(1);
    expect(await cache.read(CLUB, "page", load)).toBe(1);
    cache.changed("club-b");
    expect(await cache.read(CLUB, "page", load)).toBe(1);
    cache.changed(CLUB);
    expect(await cache.read(CLUB, "page", load)).toBe(2);
    cache.changed(null);
    expect(await cache.read(CLUB, "page", load)).toBe(3);
  });

  it("serves an answer loaded while the rows changed, but does not keep it", async () => {
    const cache = new ClubReadCache();
    const stale = pendingLoad("before the write");
    const reading = cache.read(CLUB, "page", stale.load);
    cache.changed(CLUB);
    stale.finish();
    expect(await reading).toBe("before the write");
    expect(await cache.read(CLUB, "page", async () => "after the write")).toBe("after the write");
  });

  it("readers who miss at the same moment share one load", async () => {
    const cache = new ClubReadCache();
    let loads = 0;
    const slow = pendingLoad("page");
    const load = () => {
      loads += 1;
      return slow.load();
    };
    const readers = [cache.read(CLUB, "page", load), cache.read(CLUB, "page", load)];
    slow.finish();
    expect(await Promise.all(readers)).toEqual(["page", "page"]);
    expect(loads).toBe(1);
  });
});
