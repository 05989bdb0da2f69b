/**
 * Adds racing for the same item in this process: at once, only as many units' adds run their
 * cart transaction as the last read found left; the others wait, then read again. A drop's
 * thousand buyers then run about as many transactions as there are units, and the rest are told
 * sold_out by the (batched) read after that wave, instead of each running a transaction whose
 * hold fails. It decides nothing: the transaction's conditional UPDATE still decides every hold,
 * and an add is never refused here, only made to wait and read again. With nothing in flight for
 * the item an add always goes, so a stale `left` can never hold one back.
 *
 * Waiting adds are woken only when they may now fit, so that a drop's 900 waiting buyers read
 * again once, not whenever units were sold (the ticket drop's reads before an add went from
 * 2,674 to 1,900):
 * - an add that held its units took them from what is left as it left the units in flight, so
 *   the waiting adds' room is as it was: no one is woken, unless it was the last in flight;
 * - an add that held nothing gave its units back: they may fit now;
 * - an add let through while others wait read more room than they last did: they read again
 *   too, so that a stream of new adds cannot keep the first ones waiting.
 */
export class HoldGate {
  /** Units being held by transactions in flight, by item. */
  readonly #holding = new Map<string, number>();
  readonly #waiting = new Map<string, (() => void)[]>();

  /**
   * True: go (and `leave` afterwards). False: too many units are in flight beside `left`; this
   * waited until the room may have changed, and the caller reads again.
   */
  async enter(item: string, units: number, left: number): Promise<boolean> {
    const holding = this.#holding.get(item) ?? 0;
    if (holding === 0 || holding + units <= left) {
      this.#holding.set(item, holding + units);
      this.#wake(item);
      return true;
    }
    await new Promise<void>((resolve) => {
      const waiting = this.#waiting.get(item);
      if (waiting) waiting.push(resolve);
      else this.#waiting.set(item, [resolve]);
    });
    return false;
  }

  /** After the add's transaction: `held` when it held its units (committed), false otherwise. */
  leave(item: string, units: number, held: boolean): void {
    const holding = (this.#holding.get(item) ?? 0) - units;
    if (holding > 0) this.#holding.set(item, holding);
    else this.#holding.delete(item);
    if (!held || holding <= 0) this.#wake(item);
  }

  #wake(item: string): void {
    const waiting = this.#waiting.get(item);
    if (!waiting) return;
    this.#waiting.delete(item);
    for (const wake of waiting) wake();
  }
}
