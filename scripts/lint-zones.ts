/**
 * The feature folders' import zones, declared once: the layer order below is the graph in
 * docs/architecture.md ("Layers"). biome.json holds one `noRestrictedImports` override per folder
 * (and one more for its browser modules), made from this order, since Biome has no folder graphs:
 * a folder may import only the tiers below its own, and only its own schema file.
 *
 *   node scripts/lint-zones.ts           checks that biome.json says what this order says (npm run lint)
 *   node scripts/lint-zones.ts --write   rewrites biome.json's feature overrides from it
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";

/** Bottom first; folders in one tier import none of each other. */
export const featureTiers: readonly (readonly string[])[] = [
  ["forms", "search", "company", "midi"],
  ["changes"],
  ["admin", "translations"],
  ["dealers", "staff"],
  ["catalogue"],
  ["news"],
  ["support"],
  ["contact", "check"],
  ["history", "sitemap", "backoffice"],
];

type Pattern = { group: string[]; message: string; importNamePattern?: string };
type Override = { includes: string[]; linter?: { rules: { style: { noRestrictedImports: unknown } } } };

const tests = ["!**/*.test.ts", "!**/*.test.tsx"];

const layout: Pattern = {
  group: ["~/components/layout/**"],
  message: "The site's layout sits above app/features: move the shared part into the feature.",
};
const routes: Pattern = {
  group: ["~/routes/**", "**/routes/**", "!./+types/**"],
  message: "Nothing imports a route module: move what is shared into app/features or app/lib.",
};
const seed: Pattern = {
  group: ["**/db/seed/**", "**/db/seed/*", "!**/db/seed.ts"],
  message:
    "Seed data is read only by the seeder (app/.server/db/seed.ts) and the build's media generator: put runtime content in app/features or app/lib.",
};
const media: Pattern = {
  group: ["**/../media/**", "../media/**"],
  message: "The app does not import the media build scripts: share pure helpers through app/lib.",
};
const serverOnly: Pattern = {
  group: ["~/.server/**", "**/.server/**", "**/*.server", "**/*.server.ts"],
  message: "Only server code (*.server.ts modules and route loaders/actions) reaches .server and server modules.",
};

function zone(folder: string, tier: number): Pattern[] {
  const below = featureTiers.slice(0, tier).flat();
  const forbidden = featureTiers
    .slice(tier)
    .flat()
    .filter((other) => other !== folder);
  const oneWay: Pattern[] = forbidden.length
    ? [
        {
          group: forbidden.flatMap((other) => [`~/features/${other}/**`, `~/features/${other}`, `../${other}/**`]),
          message: `Feature folders depend one way (docs/architecture.md, Layers): features/${folder} may import only the folders below it (${below.length ? below.join(", ") : "none"}). Move what both need down (app/lib, app/.server or a lower feature), or call ${folder} from above.`,
        },
      ]
    : [];
  const ownTables: Pattern = {
    group: [
      "~/.server/db/schema",
      "~/.server/db/schema/*",
      `!~/.server/db/schema/${folder}`,
      "**/db/schema",
      "**/db/schema/*",
      `!**/db/schema/${folder}`,
    ],
    message: `A domain's tables are its own: features/${folder} imports only ~/.server/db/schema/${folder}; read another domain's tables through that domain's service.`,
  };
  return [...oneWay, ownTables];
}

const restricted = (includes: string[], patterns: Pattern[]): Override => ({
  includes,
  linter: {
    rules: { style: { noRestrictedImports: { level: "error", options: { patterns } } } },
  },
});

/** Two overrides a folder: its server modules, then its browser modules (which also keep off .server). */
export function featureOverrides(): Override[] {
  return featureTiers.flatMap((folders, tier) =>
    folders.flatMap((folder) => {
      const own = zone(folder, tier);
      const base = `app/features/${folder}/**`;
      return [
        restricted([base, ...tests], [layout, routes, seed, media, ...own]),
        restricted([base, "!**/*.server.ts", ...tests], [layout, routes, seed, media, serverOnly, ...own]),
      ];
    }),
  );
}

const isFeature = (override: Override) => override.includes[0]?.startsWith("app/features/") ?? false;

function main() {
  const config = JSON.parse(readFileSync("biome.json", "utf8")) as { overrides: Override[] };
  const current = config.overrides.filter(isFeature);
  const wanted = featureOverrides();
  if (!process.argv.includes("--write")) {
    if (isDeepStrictEqual(current, wanted)) {
      console.log(`Import zones: biome.json matches the layer order (${featureTiers.flat().length} feature folders).`);
      return;
    }
    console.error(
      "biome.json's feature overrides differ from the layer order in scripts/lint-zones.ts: change the order there, then run `node scripts/lint-zones.ts --write`.",
    );
    process.exit(1);
  }
  const at = config.overrides.findIndex(isFeature);
  const rest = config.overrides.filter((override) => !isFeature(override));
  const insertAt = at === -1 ? rest.length : at;
  config.overrides = [...rest.slice(0, insertAt), ...wanted, ...rest.slice(insertAt)];
  writeFileSync("biome.json", `${JSON.stringify(config, null, 2)}\n`);
  execFileSync("node_modules/.bin/biome", ["format", "--write", "biome.json"], { stdio: "inherit" });
  console.log(`biome.json: ${wanted.length} feature overrides written from the layer order.`);
}

main();
