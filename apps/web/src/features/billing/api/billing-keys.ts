/** Query keys of the billing feature (all → transaction lists, one transaction, statements, the paywall's overdue invoices). */
export const billingKeys = {
  all: ["billing"] as const,
  lists: () => [...billingKeys.all, "list"] as const,
  list: (type: string, page: number) => [...billingKeys.lists(), type, page] as const,
  detail: (id: string) => [...billingKeys.all, "detail", id] as const,
  statements: (page: number) => [...billingKeys.all, "statements", page] as const,
  statement: (id: string) => [...billingKeys.all, "statement", id] as const,
  overdue: () => [...billingKeys.all, "overdue"] as const,
};
