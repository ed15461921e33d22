import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is our express app, which imports the React Router build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  build: { assetsInlineLimit: 0 },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
});
