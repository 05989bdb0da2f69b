/** Query keys of the directory (all → categories, lists by filter, one business). */
export const directoryKeys = {
  all: ["directory"] as const,
  categories: () => [...directoryKeys.all, "categories"] as const,
  lists: () => [...directoryKeys.all, "list"] as const,
  list: (categoryId: string | undefined, search: string) =>
    [...directoryKeys.lists(), categoryId ?? "", search] as const,
  detail: (id: string) => [...directoryKeys.all, "detail", id] as const,
};
