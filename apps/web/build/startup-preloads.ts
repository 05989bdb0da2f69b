/**
 * A Vite plugin that writes dist/preload.json: for each kind of start (e.g. a visitor landing
 * on the sign-in page), every JS chunk it will need, lazy ones included. The server adds them
 * to index.html as modulepreload links, so they download alongside the entry instead of after
 * it has run (apps/server/src/plugins/index-page.ts).
 */
import type { Plugin } from "vite";

interface Chunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

export function startupPreloads(starts: Record<string, string[]>): Plugin {
  return {
    name: "crest-startup-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Chunk & typeof item => item.type === "chunk",
      );
      const collect = (chunk: Chunk, files: Set<string>) => {
        if (files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = chunks.find((candidate) => candidate.fileName === file);
          if (imported) collect(imported, files);
        }
      };
      const preloads: Record<string, string[]> = {};
      for (const [start, sources] of Object.entries(starts)) {
        const files = new Set<string>();
        for (const source of sources) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
          if (!chunk) this.error(`startup preload: no chunk is built from ${source}`);
          else collect(chunk, files);
        }
        preloads[start] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: "asset", fileName: "preload.json", source: JSON.stringify(preloads) });
    },
  };
}
