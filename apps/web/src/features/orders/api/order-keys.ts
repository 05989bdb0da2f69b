/** Query keys of the orders feature (all → lists, one order, its transactions). */
export const orderKeys = {
  all: ["orders"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  detail: (id: string) => [...orderKeys.all, "detail", id] as const,
  transactions: (id: string) => [...orderKeys.all, "transactions", id] as const,
};
