/**
 * A Vite plugin (build only) that ships the message catalogues already parsed and leaves the
 * ICU message parser out of the bundle (~8 KB gzip on the sign-in page, and no parsing at
 * start). Each `src/**\/messages.ts` is evaluated at build time and its strings are replaced
 * by react-intl's AST; imports of the parser resolve to its `no-parser` build, except from
 * `src/lib/intl/club-messages.ts`, which parses a club's own wording in a lazy chunk.
 * This is formatjs's documented way ("Advanced usage: pre-compiling messages").
 */
import { createRequire } from "node:module";
import type { Plugin } from "vite";

type Catalogue = Record<string, Record<string, string>>;
type Parse = (message: string) => unknown;

const PARSER = "@formatjs/icu-messageformat-parser";
const MESSAGES = /\/apps\/web\/src\/.*\/messages\.ts$/;
const PARSES_AT_RUN_TIME = /\/apps\/web\/src\/lib\/intl\/club-messages\.ts$/;

/** The parser react-intl itself uses (npm hoists an older major version for other tools). */
async function loadParser(): Promise<Parse> {
  const fromReactIntl = createRequire(createRequire(import.meta.url).resolve("react-intl"));
  const module = (await import(fromReactIntl.resolve(PARSER))) as { parse: Parse };
  return module.parse;
}

export function precompiledMessages(): Plugin[] {
  let parse: Parse | undefined;
  const withoutParser: Plugin = {
    name: "crest-no-message-parser",
    apply: "build",
    // Before any other resolver (the deduplication plugin resolves this name too).
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== PARSER || !importer || PARSES_AT_RUN_TIME.test(importer)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
  const compiled: Plugin = {
    name: "crest-precompiled-messages",
    apply: "build",
    // After TypeScript is stripped: the module is then plain JavaScript that Node can run.
    enforce: "post",
    async transform(code, id) {
      if (!MESSAGES.test(id)) return null;
      parse ??= await loadParser();
      const url = `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`;
      const { messages } = (await import(url)) as { messages: Catalogue };
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([language, entries]) => [
          language,
          Object.fromEntries(Object.entries(entries).map(([key, text]) => [key, parse?.(text)])),
        ]),
      );
      // JSON.parse of a string literal is faster to start than the same object literal.
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(parsed))});`,
        map: null,
      };
    },
  };
  return [withoutParser, compiled];
}
