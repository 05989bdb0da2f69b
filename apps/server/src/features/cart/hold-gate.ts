/**
 * Adds racing for the same item in this process: at once, only as many units' adds run their
 * cart transaction as the last read found left; the others wait for one of those to end, then
 * read again. A drop's thousand buyers then run about as many transactions as there are units,
 * and the rest are told sold_out by the (batched) read after that wave, instead of each running
 * a transaction whose hold fails. It decides nothing: the transaction's conditional UPDATE still
 * decides every hold, and an add is never refused here, only made to wait and read again. With
 * nothing in flight for the item an add always goes, so a stale `left` can never hold one back.
 */
export class HoldGate {
  /** Units being held by transactions in flight, by item. */
  readonly #holding = new Map<string, number>();
  readonly #waiting = new Map<string, (() => void)[]>();

  /**
   * True: go (and `leave` afterwards). False: too many units are in flight beside `left`; this
   * waited for one of them to end, and the caller reads again.
   */
  async enter(item: string, units: number, left: number): Promise<boolean> {
    const holding = this.#holding.get(item) ?? 0;
    if (holding === 0 || holding + units <= left) {
      this.#holding.set(item, holding + units);
      return true;
    }
    await new Promise<void>((resolve) => {
      this.#waiting.set(item, [...(this.#waiting.get(item) ?? []), resolve]);
    });
    return false;
  }

  leave(item: string, units: number): void {
    const holding = (this.#holding.get(item) ?? 0) - units;
    if (holding > 0) this.#holding.set(item, holding);
    else this.#holding.delete(item);
    const waiting = this.#waiting.get(item) ?? [];
    this.#waiting.delete(item);
    for (const wake of waiting) wake();
  }
}
