/**
 * The process entry, run by Node 24 directly (type stripping): `node server/main.ts [--dev]`.
 * It owns what is not React Router's: compression, headers, static files, start-up and shutdown.
 */
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { bodyLimit, sameOriginMutations, securityHeaders } from "./security.ts";

type AppModule = {
  boot: () => Promise<{
    env: { PORT: number; SITE_ENV: string };
    database: { close(): Promise<void>; kind: string };
  }>;
  createAppHandler: (runtime: unknown) => RequestHandler;
};

const dev = process.argv.includes("--dev");
const root = process.cwd();
const clientDir = path.join(root, "build", "client");

async function main() {
  let vite: import("vite").ViteDevServer | undefined;
  let mod: AppModule;
  if (dev) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true } });
    mod = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
  } else {
    mod = (await import(path.join(root, "build", "server", "index.js"))) as AppModule;
  }

  const runtime = await mod.boot();
  const production = runtime.env.SITE_ENV === "production";

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());
  app.use(securityHeaders({ production, dev }));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Hashed build assets never change: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
      }),
    );
    // Generated media and documents keep their names across builds; revalidate them daily.
    app.use(express.static(clientDir, { maxAge: "1d", index: false, dotfiles: "ignore" }));
  }

  // Uploads in the admin may be larger than anything else the site accepts.
  const uploadLimit = bodyLimit(26 * 1024 * 1024);
  const formLimit = bodyLimit(1024 * 1024);
  app.use((req, res, next) => (req.path === "/admin/documents" ? uploadLimit : formLimit)(req, res, next));
  app.use(sameOriginMutations());
  if (vite) {
    const devServer = vite;
    app.use(async (req, res, next) => {
      try {
        const fresh = (await devServer.ssrLoadModule("./server/app.ts")) as AppModule;
        fresh.createAppHandler(runtime)(req, res, next);
      } catch (error) {
        next(error);
      }
    });
  } else {
    app.use(mod.createAppHandler(runtime));
  }

  const server = app.listen(runtime.env.PORT, () => {
    console.log(
      `Noteva website on http://localhost:${runtime.env.PORT} (${runtime.env.SITE_ENV}, ${runtime.database.kind}${dev ? ", dev" : ""})`,
    );
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Configuration error: PORT ${runtime.env.PORT} is already in use`
        : `Server error: ${error.message}`,
    );
    process.exit(1);
  });

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    server.close(() => {
      runtime.database.close().finally(() => process.exit(0));
    });
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  const err = error as Error;
  // Configuration problems are one readable line; anything else too, without a stack trace.
  // A failed query's message is the query; the database's reason is its cause.
  const cause = err.cause instanceof Error ? ` (${err.cause.message})` : "";
  console.error(err.name === "ConfigError" ? err.message : `Start-up failed: ${err.message.split("\n")[0]}${cause}`);
  process.exit(1);
});
