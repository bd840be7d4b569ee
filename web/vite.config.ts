import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

// In development the API runs on its own port; the browser still sees one origin.
const api = "http://localhost:4000";

// `vite build --ssr src/app/server.tsx` (npm run build): the server's renderer of the public pages,
// in web/dist-server (not served as a file), with its libraries bundled in, for the API to import.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // .br and .gz beside each asset: the server sends them as they are (preCompressed).
  plugins: [
    react(),
    !isSsrBuild && compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024 }),
  ],
  ssr: { noExternal: true },
  server: {
    proxy: {
      "/graphql": api,
      "/api": api,
      "/healthz": api,
      "/readyz": api,
    },
  },
  build: {
    outDir: isSsrBuild ? "dist-server" : "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (`npm run size`).
    manifest: !isSsrBuild,
    rolldownOptions: {
      // The app (index.html), and the loader that server-rendered pages get in its place
      // (src/app/wake.ts, api modules/site/page-body.rules.ts), at a fixed address: /wake.js.
      input: isSsrBuild ? undefined : { index: "index.html", wake: "src/app/wake.ts" },
      // Chakra's theme module builds its whole default config (every recipe) with defineConfig,
      // an identity function: marked pure, the unused default goes and lib/theme's lean one stays.
      treeshake: { manualPureFunctions: ["defineConfig"] },
      output: {
        entryFileNames: isSsrBuild
          ? undefined
          : chunk => (chunk.name === "wake" ? "wake.js" : "assets/[name]-[hash].js"),
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: "apollo", test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)[\\/]/ },
          ],
        },
      },
    },
  },
}));
