/** The paths the benchmark asks Crest for, shared by the runner and the bare server's copies of their bytes. */

/** A date `days` from today (YYYY-MM-DD). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const benchPaths = (spaId: string, serviceId: string) => ({
  /** A shop page, as the shop screen asks for it. */
  products: "/api/products?type=product&page_size=24",
  /** A month of the demo spa's slots, as the booking screen asks for it. */
  slots: `/api/spa/${spaId}/slots?from=${dayFromNow(1)}&to=${dayFromNow(31)}&service_id=${serviceId}`,
});
