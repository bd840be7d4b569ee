import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the API runs on its own port; the browser still sees one origin.
const api = "http://localhost:4000";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    proxy: {
      "/graphql": api,
      "/api": api,
      "/healthz": api,
      "/readyz": api,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: "chakra", test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion)[\\/]/ },
            { name: "apollo", test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)[\\/]/ },
          ],
        },
      },
    },
  },
});
