import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.CREST_API_URL ?? "http://localhost:3000";
const proxied = ["/api", "/admin", "/config", "/login", "/signout", "/media", "/healthz"];

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    port: 5173,
    // In development the API runs on its own port; the Host header picks the club.
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
});
