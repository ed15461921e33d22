import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is our express app, which imports the React Router build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  // drizzle-orm is bundled into the server build: Node 24 re-parses a package's "exports" map for
  // every ES module it loads from that package, and drizzle-orm's package.json is 175 KB with its
  // ~110 modules, so importing it from node_modules cost about 1 s and 200 MB of heap at start.
  ssr: { noExternal: ["drizzle-orm"] },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // One chunk for the shared app modules instead of a dozen tiny ones: each small file pays
        // gzip and request overhead (measured: about 3 KB on the home page).
        // app/lib and app/components modules shared by two routes go into one chunk every page
        // loads: heavy libraries (zod, Conform) stay out of them (they live in features/forms)
        codeSplitting: {
          groups: [{ name: "app", test: /[\\/]app[\\/](lib|components)[\\/]/, minShareCount: 2 }],
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
});
