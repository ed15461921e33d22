/**
 * The import rules (docs/architecture.md, "Layers"), checked by `npm run lint` with
 * dependency-cruiser, which resolves every import whatever its spelling: `~/…`, relative paths,
 * dynamic `import()` and type imports alike.
 *
 *   app/lib, app/components/ui, app/.server   infrastructure: below every domain
 *   app/features/<domain>                      domains: siblings, each imports infrastructure and itself
 *   app/compose                                compositions several routes share: call several domains
 *   app/components/layout, app/routes, root    the top: compose domains into pages
 */
const test = "\\.test\\.tsx?$";
const serverModule = "\\.server\\.tsx?$|^app/\\.server/|^server/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domains-are-siblings",
      comment:
        "A feature folder never imports another one. Move what both need down into app/lib or app/.server as data or a small interface, or let the route (or app/compose) call both and combine their answers.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: "^app/features/$1/" },
    },
    {
      name: "own-tables-only",
      comment:
        "A domain's tables are its own: app/features/<domain> imports only app/.server/db/schema/<domain>.ts. Read another domain's data through a route or composition that calls that domain.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/", pathNot: test },
      to: { path: "^app/\\.server/db/schema/", pathNot: "^app/\\.server/db/schema/$1\\.ts$" },
    },
    {
      name: "domains-below-pages",
      comment: "A domain sits below the compositions, the layout and the routes: move the shared part into the domain.",
      severity: "error",
      from: { path: "^app/features/" },
      to: { path: "^app/(compose|components/layout|routes)/|^app/(root|routes)\\.tsx?$" },
    },
    {
      name: "infrastructure-below-domains",
      comment:
        "app/lib, app/components/ui and app/.server sit below every domain: pass what they need in as data, or move the shared part down.",
      severity: "error",
      from: { path: "^app/(lib|components/ui|\\.server)/", pathNot: test },
      to: { path: "^app/(features|compose|components/layout|routes)/" },
    },
    {
      name: "lib-is-the-bottom",
      comment: "app/lib is shared by the browser, the server and the build: it imports only itself.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: `${test}|\\.server\\.ts$` },
      to: { path: "^app/(components|\\.server)/|^server/" },
    },
    {
      name: "browser-code-off-the-server",
      comment:
        "Only server code (*.server.ts modules, app/.server, route loaders and actions) reaches the server's modules.",
      severity: "error",
      from: { path: "^app/(lib|components|features|compose)/", pathNot: `${test}|${serverModule}` },
      to: { path: serverModule, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "routes-call-services",
      comment: "Routes parse input, call a service and return data: no database access in a route.",
      severity: "error",
      from: { path: "^app/routes/" },
      to: { path: "^app/\\.server/db/|^node_modules/drizzle-orm/" },
    },
    {
      name: "nothing-imports-a-route",
      comment: "Nothing imports a route module: move what is shared into app/features, app/compose or app/lib.",
      severity: "error",
      from: { pathNot: `^app/routes/|^tests/|${test}` },
      to: { path: "^app/routes/" },
    },
    {
      name: "seed-read-by-the-seeder",
      comment:
        "Seed data is read only by the seeder (app/.server/db/seed.ts) and the build's media generator: put runtime content in app/features or app/lib.",
      severity: "error",
      from: { pathNot: `^app/\\.server/db/seed(\\.ts$|/)|^app/boot\\.server\\.ts$|^(media|scripts|tests)/|${test}` },
      to: { path: "^app/\\.server/db/seed/" },
    },
    {
      name: "app-off-the-media-scripts",
      comment: "The app does not import the media build scripts: share pure helpers through app/lib.",
      severity: "error",
      from: { path: "^app/", pathNot: test },
      to: { path: "^media/" },
    },
    {
      name: "media-through-lib",
      comment: "The media build scripts share pure helpers with the app through app/lib, and read the seed they draw.",
      severity: "error",
      from: { path: "^media/" },
      to: { path: "^app/", pathNot: "^app/(lib/|\\.server/db/seed(\\.ts$|/))" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules)/" },
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
