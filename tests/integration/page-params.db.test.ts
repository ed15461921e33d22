/**
 * A page reads only the query parameters its route declares (app/lib/route-map.ts): the server
 * drops every other one before the page sees it, and nginx keys its cache by the declared ones, so
 * an undeclared read would work in a test of the loader alone and never in production. Every
 * public page's loaders (root, site layout, page) run against the seeded database with each
 * declared parameter and one undeclared, and every read of the request's query is recorded.
 */
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { requestContext, runtimeContext } from "~/.server/context";
import type { Database } from "~/.server/db/client";
import { seed } from "~/.server/db/seed";
import { parseEnv } from "~/.server/env";
import { rebuildSearchIndex } from "~/.server/search/index.server";
import { sitemapEntries, sitemapKinds } from "~/compose/sitemaps.server";
import { publicPages } from "~/lib/route-map";
import { databaseTargets, openTestDatabase } from "../setup/database";

const ORIGIN = "http://noteva.test";
/** A loader as React Router calls it: `url` is the address it matched (without a data request's `.data`). */
type Loader = (args: { request: Request; url: URL; params: Record<string, string>; context: unknown }) => unknown;

/** The names read from the query of a URL of ORIGIN while `run` runs; "*" when it was read whole. */
async function queryReads(run: () => Promise<unknown>): Promise<Set<string>> {
  const reads = new Set<string>();
  const ours = new WeakSet<URLSearchParams>();
  const search = Object.getOwnPropertyDescriptor(URL.prototype, "searchParams");
  const proto = URLSearchParams.prototype;
  type Method = (this: URLSearchParams, ...args: unknown[]) => unknown;
  const named = ["get", "getAll", "has"] as const;
  const whole = ["entries", "forEach", "keys", "values", "toString", Symbol.iterator] as const;
  const originals = new Map([...named, ...whole].map((name) => [name, Reflect.get(proto, name) as Method]));
  Object.defineProperty(URL.prototype, "searchParams", {
    configurable: true,
    get(this: URL) {
      const params = search?.get?.call(this) as URLSearchParams;
      if (this.origin === ORIGIN) ours.add(params);
      return params;
    },
  });
  for (const name of named)
    Reflect.set(proto, name, function (this: URLSearchParams, ...args: unknown[]) {
      if (ours.has(this)) reads.add(String(args[0]));
      return originals.get(name)?.apply(this, args);
    });
  for (const name of whole)
    Reflect.set(proto, name, function (this: URLSearchParams, ...args: unknown[]) {
      if (ours.has(this)) reads.add("*");
      return originals.get(name)?.apply(this, args);
    });
  try {
    await run();
  } finally {
    if (search) Object.defineProperty(URL.prototype, "searchParams", search);
    for (const [name, original] of originals) Reflect.set(proto, name, original);
  }
  return reads;
}

/** The route pattern's parameters for an address ("/product/:id", "/product/SPC121" → { id: "SPC121" }). */
function paramsOf(pattern: string, address: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/[.]/g, "\\.").replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  const match = new RegExp(`^${source.replace("*", ".*")}$`).exec(address);
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""])) : null;
}

describe.each(databaseTargets)("the query a page reads, on $name", (target) => {
  let database: Database;
  const addresses: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    await rebuildSearchIndex(database.db);
    for (const kind of sitemapKinds)
      for (const entry of await sitemapEntries(database.db, kind)) addresses.push(entry.loc.split("?")[0] ?? "");
  });

  const env = parseEnv({ SITE_ENV: "test", SESSION_SECRET: "s".repeat(32) });
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(runtimeContext, { env, database, startedAt: new Date() });
    // as the English handler sets it (server/app.ts): a visitor without a session
    provider.set(requestContext, { locale: "en", sessionCookie: false });
    return provider;
  };

  it.each(publicPages.map((page) => [page.address ?? "/", page]))("%s reads only what it declares", async (_, page) => {
    const pattern = page.address ?? "/";
    const address =
      pattern === "/*" ? "/no-such-page" : /[:*]/.test(pattern) ? addresses.find((a) => paramsOf(pattern, a)) : pattern;
    expect(address, `an address of ${pattern} in the sitemap`).toBeDefined();
    const params = paramsOf(pattern, address ?? "") ?? {};
    const declared = page.params ?? [];
    const loaders: Loader[] = [];
    for (const file of ["root.tsx", "routes/site/layout.tsx", page.file]) {
      const module = (await import(/* @vite-ignore */ `../../app/${file}`)) as { loader?: Loader };
      if (module.loader) loaders.push(module.loader);
    }
    const queries = [
      "?undeclared=1",
      `?${declared.map((name) => `${name}=1`).join("&")}&undeclared=1`,
      `?${declared.map((name) => `${name}=piano`).join("&")}`,
    ];
    const reads = await queryReads(async () => {
      for (const query of queries)
        for (const loader of loaders) {
          const request = new Request(`${ORIGIN}${address}${query}`);
          await Promise.resolve(loader({ request, url: new URL(request.url), params, context: context() })).catch(
            (thrown: unknown) => {
              // a 404 or a redirect is an answer too; anything else is a broken page
              if (!(thrown instanceof Response) && !(thrown as { type?: string })?.type) throw thrown;
            },
          );
        }
    });
    expect(
      [...reads].filter((name) => !declared.includes(name)),
      `${pattern} reads undeclared parameters`,
    ).toEqual([]);
    expect(
      declared.filter((name) => !reads.has(name)),
      `${pattern} declares parameters it never reads`,
    ).toEqual([]);
  });
});
