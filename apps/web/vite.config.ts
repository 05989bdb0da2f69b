import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { dedupePackages } from "./build/dedupe-packages.ts";
import { inlineCss } from "./build/inline-css.ts";
import { precompiledMessages } from "./build/precompiled-messages.ts";
import { startupPreloads } from "./build/startup-preloads.ts";

const apiTarget = process.env.CREST_API_URL ?? "http://localhost:3000";
const proxied = ["/api", "/admin", "/config", "/login", "/signout", "/media", "/healthz"];

export default defineConfig({
  plugins: [
    react(),
    ...precompiledMessages(),
    inlineCss(),
    dedupePackages(
      [
        "@formatjs/icu-messageformat-parser",
        "@formatjs/icu-skeleton-parser",
        "@formatjs/fast-memoize",
        "intl-messageformat",
      ],
      "react-intl",
    ),
    // What a visitor landing on the sign-in page loads lazily (see build/startup-preloads.ts).
    startupPreloads({
      signedOut: [
        "src/app/shells/public-shell.tsx",
        "src/app/shells/slogan-carousel.tsx",
        "src/features/auth/pages/login-page.tsx",
        "src/app/errors/route-error.tsx",
      ],
    }),
  ],
  build: {
    outDir: "dist",
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "startup",
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|react[\\/]jsx-runtime)|src[\\/]lib[\\/](api-client|api-error|page-focus|announcer)|domain[\\/]src[\\/]common[\\/](field-messages|email|case)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API runs on its own port; the Host header picks the club.
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
});
