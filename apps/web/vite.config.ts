import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { dedupePackages } from "./build/dedupe-packages.ts";
import { inlineCss } from "./build/inline-css.ts";
import { precompiledMessages } from "./build/precompiled-messages.ts";
import { startupPreloads } from "./build/startup-preloads.ts";

/** antd and the packages it is built on. */
const ANTD =
  /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@babel[\\/]runtime|classnames|clsx|stylis|@emotion|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|resize-observer-polyfill|json2mq|toggle-selection|copy-to-clipboard)[\\/]/;

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
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|react[\\/]jsx-runtime)|src[\\/]lib[\\/](api-client|api-error|page-focus|announcer)|domain[\\/]src[\\/]common[\\/](email|case)/,
            },
            {
              // antd's core in one chunk (issue 24 item 11): split module by module it made
              // /account's first load ~80 requests over HTTP/1.1's six connections a host. The
              // modules ten or more pages share go here (178 KB gzip); what fewer pages use (the
              // table, pickers, upload…) stays in their own chunks. Not its dependencies (react
              // lives in the entry): capturing them would pull the entry's modules in, and the
              // sign-in page, which draws without antd, would load the group.
              name: "antd-base",
              test: ANTD,
              minShareCount: 10,
              includeDependenciesRecursively: false,
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
