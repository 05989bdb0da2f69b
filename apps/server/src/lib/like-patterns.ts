/** LIKE and ILIKE patterns from what someone typed: `%`, `_` and `\` in it match only themselves. */
const escaped = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** Matches a value that contains `text` anywhere (a search box). */
export const containing = (text: string): string => `%${escaped(text)}%`;

/** Matches a value that starts with `text` (a prefix search an index can serve). */
export const startingWith = (text: string): string => `${escaped(text)}%`;
