/**
 * Password guessing in parallel (issue 20, item 9): an attempt is counted before its password
 * is checked, and an account under attack has its checks taken one turn at a time (the next
 * turn is claimed in the database), so firing guesses at once checks no more of them than
 * firing them one after another would. The owner's right password from a new address still
 * signs them in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../demo/demo-seed.ts";
import { nextAddress, postLogin } from "../../test/customer-session.ts";
import { windowStartClock } from "../../test/manual-clock.ts";
import { createTestApp, HARBOR, json, type TestApp } from "../../test/test-app.ts";
import { ACCOUNT_ATTEMPTS_BEFORE_DELAY, PAIR_ATTEMPTS_ALLOWED } from "../limits/index.ts";

let t: TestApp;
beforeAll(async () => {
  // A short first delay keeps the test quick; the turns still space the checks. Real time (the
  // turns are waited for), but from a window's start: no count starts again halfway.
  t = await createTestApp({ config: { signInDelayUnitMs: 40 }, clock: windowStartClock() });
});
afterAll(() => t.close());

/** How many of the answers checked a password (401), and how many were refused unchecked (429). */
const tally = (statuses: number[]) => ({
  checked: statuses.filter((status) => status === 401).length,
  refused: statuses.filter((status) => status === 429).length,
});

describe("guessing passwords in parallel", () => {
  it("10 guesses at once from one address check no more than the pair allows", async () => {
    const address = nextAddress();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postLogin(t.app, HARBOR, "member@harbor.example", `Wrong-password-${i}`, address).then(
          (res) => res.statusCode,
        ),
      ),
    );
    const { checked, refused } = tally(statuses);
    expect(checked).toBe(PAIR_ATTEMPTS_ALLOWED);
    expect(refused).toBe(10 - PAIR_ATTEMPTS_ALLOWED);
    // The owner, elsewhere, is not locked out.
    expect((await postLogin(t.app, HARBOR, "member@harbor.example", DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("200 guesses at once from 20 addresses have their checks taken in turns; the owner still gets in", async () => {
    const addresses = Array.from({ length: 20 }, () => nextAddress());
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postLogin(t.app, HARBOR, "guest@harbor.example", `Wrong-${i}`, addresses[i % 20]),
      ),
    );
    const { checked, refused } = tally(answers.map((res) => res.statusCode));
    expect(checked + refused).toBe(200);
    // The first ten are free; after that one check per turn, and only the turns that begin
    // within the longest delay are queued (40 ms doubling to 1.28 s: a handful).
    expect(checked).toBeGreaterThanOrEqual(ACCOUNT_ATTEMPTS_BEFORE_DELAY);
    expect(checked).toBeLessThanOrEqual(ACCOUNT_ATTEMPTS_BEFORE_DELAY + 8);
    const limited = answers.find((res) => res.statusCode === 429);
    expect(limited && json(limited).code).toBe("rate_limited");
    expect(performance.now() - started).toBeLessThan(30_000);

    const owner = await postLogin(t.app, HARBOR, "guest@harbor.example", DEMO_PASSWORD, nextAddress());
    expect(owner.statusCode).toBe(200);
    // Success starts the account afresh: the next attempt is free again.
    const after = await postLogin(t.app, HARBOR, "guest@harbor.example", "Wrong-after", nextAddress());
    expect(after.statusCode).toBe(401);
  }, 60_000);
});
