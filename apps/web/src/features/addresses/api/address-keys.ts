/** Query keys of the member's addresses. */
export const addressKeys = {
  all: ["addresses"] as const,
  list: (type?: "shipping" | "billing") => ["addresses", "list", type ?? "all"] as const,
};
