/**
 * A Vite plugin that makes every importer of some packages share one copy. npm nests a copy of
 * the ICU message parser (and its helpers) under both react-intl and @formatjs/intl, because the
 * hoisted copies are older versions other tools need; the bundle would carry it twice (~10 KB
 * gzip on the sign-in page). Imports of these names are resolved as if react-intl made them.
 */
import { createRequire } from "node:module";
import type { Plugin } from "vite";

export function dedupePackages(names: string[], owner: string): Plugin {
  const ownerEntry = createRequire(import.meta.url).resolve(owner);
  const shared = (source: string) => names.some((name) => source === name || source.startsWith(`${name}/`));
  return {
    name: "crest-dedupe-packages",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || importer === ownerEntry || !shared(source)) return null;
      return this.resolve(source, ownerEntry, { ...options, skipSelf: true });
    },
  };
}
