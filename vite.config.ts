import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ command }) => ({
  // The server build's entry is our express app, which imports the React Router build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  // The production server build bundles these packages instead of importing them from
  // node_modules at start: Node 24 re-parses a package's "exports" map for every ES module it
  // loads from it (drizzle-orm: 175 KB, ~110 modules: about 1 s and 180 MB of RSS), and each of
  // the ~330 modules costs resolution and compilation (zod, React Router: 150 ms more). Packages
  // that import one another are bundled together, so each exists once: zod with the Conform
  // adapters, react-router with @react-router/node and /express. Development keeps them external.
  ssr:
    command === "build"
      ? {
          noExternal: [
            "drizzle-orm",
            "zod",
            /^@conform-to\//,
            "react-router",
            /^@react-router\//,
            /^@remix-run\//,
            "cookie-es",
          ],
        }
      : {},
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // One chunk for the shared app modules instead of a dozen tiny ones: each small file pays
        // gzip and request overhead (measured: about 3 KB on the home page).
        // app/lib and app/components modules shared by two routes go into one chunk every page
        // loads: heavy libraries (zod, Conform) stay out of them (they live in lib/forms), and so
        // does the country list (lib/countries.ts, 0.7 KB gzipped), which only the store pages and
        // the forms with a country field load. Nor do the pager, the size format and the staff's
        // sign-in parts (auth card, permissions): only lists, downloads and sign-in pages use them,
        // and they kept the home page over its 120 KB budget (120.3 KB; 119.5 KB without). Nor the MIDI
        // protocol (lib/midi): only the instrument checker and its MIDI implementation page use it. Nor
        // the shared parts of forms, the admin, translations and search (lib/forms, lib/admin,
        // lib/translations, lib/search, lib/documents, components/ui/admin): they keep the chunks they had as features.
        // Nor the href builders with their queries (lib/href.ts): this chunk carries lib/href-shared.ts, what the
        // layout and the home page link to (all of them here: +0.4 KB on the home page; +0.2 KB this way).
        // Nor the analytics consent (lib/consent.ts): fetched only where analytics is configured. Nor
        // what only some pages show: article and legal text (inline-text), caption tracks, opening hours
        // (the three were 0.9 KB gzipped on the home page).
        codeSplitting: {
          groups: [
            {
              name: "app",
              test: /[\\/]app[\\/](lib(?![\\/](countries|format|pagination|permissions|href|consent|opening-hours)\.ts|[\\/](midi|forms|admin|translations|search|documents)[\\/])|components(?![\\/](ui[\\/](pager|inline-text|caption-tracks)|layout[\\/]auth-card)\.tsx|[\\/]ui[\\/]admin[\\/]))[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
